// The search results page (issue 10 "Search panel": client/pages/search/route.tsx) through the real worker
// and D1, in each store view: server-rendered product tiles, the term and the count in the h1, robots
// noindex and no canonical, `?page=N` links; an empty, blank or short term (spec §5: under 3 characters)
// renders a clear message with status 200, never a 500; hostile terms are cut and escaped.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
// The demo catalogue with its text index (the page searches `_searchText`).
import { seedDemoWithText } from '#tests/worker/platform/catalog/support/demo-catalogue.ts';

const ORIGIN = 'http://search.test';

beforeAll(async () => {
  await seedDemoWithText(env.DB);
});

async function get(path: string): Promise<{ status: number; html: string }> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

const decode = (text: string) =>
  text
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const routeName = (html: string) => /<main [^>]*data-route-name="([^"]+)"/.exec(html)?.[1];
const robots = (html: string) => /<meta name="robots" content="([^"]+)">/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical"/.test(html);
const h1 = (html: string) => decode(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const tiles = (html: string) =>
  [...html.matchAll(/<span class="product-tile__name">([^<]*)<\/span>/g)].map((match) => decode(match[1] ?? ''));
// The short-term hint (search-message) or the listing's empty state (listing-empty).
const message = (html: string) =>
  decode(/data-testid="(?:search-message|listing-empty)"[^>]*>([^<]*)</.exec(html)?.[1] ?? '');
const pageLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*page=\d+[^"]*)"/g)].map((match) => decode(match[1] ?? ''));

describe('/search?q=… (ru, the default view)', () => {
  it('renders the tiles, the term and the count, noindex and no canonical', async () => {
    const { status, html } = await get(`/search?q=${encodeURIComponent('кроссовки')}`);
    expect(status).toBe(200);
    expect(routeName(html)).toBe('search');
    expect(robots(html)).toContain('noindex');
    expect(canonical(html)).toBe(false);
    const names = tiles(html);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /кроссовк/i.test(name))).toBe(true);
    expect(h1(html)).toBe(`Результаты по запросу «кроссовки»: ${names.length}`);
    expect(title(html)).toContain('кроссовки');
  });

  it('finds the same products typed on the wrong keyboard layout (supplement §4)', async () => {
    const typed = tiles((await get(`/search?q=${encodeURIComponent('кроссовки')}`)).html);
    const layout = tiles((await get('/search?q=rhjccjdrb')).html);
    expect(layout.length).toBeGreaterThan(0);
    expect(new Set(layout)).toEqual(new Set(typed));
  });

  it('is the ru-search route under /ru', async () => {
    const { status, html } = await get(`/ru/search?q=${encodeURIComponent('кроссовки')}`);
    expect(status).toBe(200);
    expect(routeName(html)).toBe('ru-search');
    expect(tiles(html).length).toBeGreaterThan(0);
  });

  it('says so when nothing matches', async () => {
    const { status, html } = await get('/search?q=qqqxyzzy');
    expect(status).toBe(200);
    expect(tiles(html)).toEqual([]);
    expect(h1(html)).toBe('Результаты по запросу «qqqxyzzy»: 0');
    expect(message(html)).toBe('Ничего не найдено.');
  });
});

describe('/en/search?q=… (en)', () => {
  it('renders English tiles, the term and the count, noindex', async () => {
    const { status, html } = await get('/en/search?q=sneakers');
    expect(status).toBe(200);
    expect(routeName(html)).toBe('en-search');
    expect(robots(html)).toContain('noindex');
    expect(canonical(html)).toBe(false);
    const names = tiles(html);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /sneaker/i.test(name))).toBe(true);
    expect(h1(html)).toBe(`Results for “sneakers”: ${names.length}`);
    expect(html).toContain('<html lang="en');
  });

  it('finds a Russian word too, and shows its products in English: /en/search?q=кроссовки', async () => {
    const { status, html } = await get(`/en/search?q=${encodeURIComponent('кроссовки')}`);
    expect(status).toBe(200);
    const names = tiles(html);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /sneaker/i.test(name))).toBe(true);
  });

  it('links the languages modal to the same search in the other view', async () => {
    const { html } = await get('/en/search?q=sneakers');
    expect(html).toMatch(/<link rel="alternate" hreflang="ru" href="[^"]*\/search\?q=sneakers">/);
  });
});

describe('short, empty and odd terms (spec §5: at least 3 characters)', () => {
  it.each([
    ['/search', 'ru'],
    ['/search?q=', 'ru'],
    ['/search?q=%20%20%20', 'ru'],
    [`/search?q=${encodeURIComponent('кр')}`, 'ru'],
    ['/en/search?q=ab', 'en'],
    ['/en/search?q=a&q=sneakers', 'en'],
  ])('%s renders the hint, no tiles, 200 and noindex', async (path, view) => {
    const { status, html } = await get(path);
    expect(status).toBe(200);
    expect(robots(html)).toContain('noindex');
    expect(tiles(html)).toEqual([]);
    expect(message(html)).toBe(
      view === 'en'
        ? 'The search term must be at least 3 characters.'
        : 'Введите не меньше 3 символов, чтобы начать поиск.',
    );
    // The form to search again (works without JavaScript).
    expect(html).toMatch(/<form[^>]*role="search"[^>]*method="get"|<form[^>]*method="get"[^>]*role="search"/);
  });

  it('escapes a term with markup and cuts a very long one', async () => {
    const hostile = `<script>alert(1)</script>${'я'.repeat(5000)}`;
    const { status, html } = await get(`/search?q=${encodeURIComponent(hostile)}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(h1(html)).toContain('<script>alert(1)</script>');
    expect(h1(html).length).toBeLessThan(400);
  });

  it('a page past the end says nothing was found (never an error)', async () => {
    const { status, html } = await get(`/search?q=${encodeURIComponent('кроссовки')}&page=150`);
    expect(status).toBe(200);
    expect(tiles(html)).toEqual([]);
    expect(message(html)).toBe('Ничего не найдено.');
  });
});

describe('?page=N links', () => {
  // Two words, either enough (minimum should match 75 % of 2 is 1): more than one page of 50 in the small
  // test catalogue (about 40 products each).
  const TERM = 'women men';
  const path = (page?: number) => `/en/search?q=women+men${page ? `&page=${page}` : ''}`;

  it('a result longer than one page shows 50 tiles and links its pages as plain links', async () => {
    const { html } = await get(path());
    const count = Number(/: (\d+)\+?$/.exec(h1(html))?.[1] ?? 0);
    expect(count, `"${TERM}" finds more than one page`).toBeGreaterThan(50);
    expect(tiles(html)).toHaveLength(50);
    expect(pageLinks(html)).toContain(path(2));
    expect(html).toMatch(/<nav class="pagination" aria-label="Pages">/);
    expect(html).toMatch(/aria-current="page"[^>]*>1</);
  });

  it('page 2 has the rest and links back to the plain url', async () => {
    const first = tiles((await get(path())).html);
    const { status, html } = await get(path(2));
    expect(status).toBe(200);
    const second = tiles(html);
    expect(second.length).toBeGreaterThan(0);
    expect(second.length).toBeLessThanOrEqual(50);
    expect(html).toContain(`href="${path()}"`);
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
    // Different products (names may repeat across sizes of a range, so compare the first tile only).
    expect(second[0]).not.toBe(first[0]);
  });
});
