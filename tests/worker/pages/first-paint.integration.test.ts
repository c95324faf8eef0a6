// ADR 051: the first paint waits for the whole site header. The head of every page asks the browser to hold its
// first frame (`<link rel="expect" blocking="render">`) until the header's end marker is parsed, and every layout
// renders that marker exactly once, as the header's last element (the default and the minimal layout): a frame
// painted with only part of the header's right-aligned tools moved them when the rest arrived (a layout shift
// seen on a slow CPU). Real pages through the worker and D1.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_HEADER_END_ID } from '#client/app/layouts/site-header-end.tsx';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const ORIGIN = 'http://first-paint.test';
const EXPECT_LINK = `<link rel="expect" href="#${SITE_HEADER_END_ID}" blocking="render">`;
const MARKER = `<span id="${SITE_HEADER_END_ID}" hidden=""></span>`;

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await SELF.fetch(`${ORIGIN}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The site header's markup: from `<header class="header…">` to its `</header>`. */
function siteHeader(html: string): string {
  const start = html.search(/<header class="header[ "]/);
  if (start < 0) throw new Error('no site header in the page');
  return html.slice(start, html.indexOf('</header>', start) + '</header>'.length);
}

describe('the first paint waits for the whole header (ADR 051)', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['a category, en', '/en/zhenshchinam'],
    ['checkout', '/checkout'],
    ['page not found', '/no-such-page'],
    ['the error route (minimal layout)', '/en/error'],
  ] as const) {
    it(`${name}: the head expects the marker, the header ends with it, once`, async () => {
      const { status, html } = await page(path);
      expect([200, 404]).toContain(status);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(EXPECT_LINK);
      expect(html.split(MARKER)).toHaveLength(2);
      expect(siteHeader(html).endsWith(`${MARKER}</header>`)).toBe(true);
    });
  }

  it('the marker comes before the main content, in the stream before any deferred data', async () => {
    const { html } = await page('/zhenshchinam');
    expect(html.indexOf(MARKER)).toBeGreaterThan(0);
    expect(html.indexOf(MARKER)).toBeLessThan(html.indexOf('<main id="main"'));
  });
});
