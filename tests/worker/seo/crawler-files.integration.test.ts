// robots.txt and the sitemaps, in workerd with the real worker and the seeded demo catalogue.
import { SELF } from 'cloudflare:test';
import { BRAND_LANDING_SLUGS } from '#shared/config/shop.ts';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '#worker/platform/seed/index.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { childText, parseXml, type XmlElement } from './support/xml';

const ORIGIN = 'http://storefront.test';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
let catalog: Catalog;

beforeAll(async () => {
  catalog = await seedDemoCatalogue(env.DB);
});

type Doc = Record<string, unknown>;
function docs(store: string, entity: string): Doc[] {
  return catalog.documents.filter((d) => d.store === store && d.entity === entity).map((d) => d.doc as Doc);
}

/** What a view's sitemap must list, counted from the seed itself. */
function expectedCounts(store: string) {
  const products = docs(store, 'product').filter((p) => p.status === 1 && (p.visibility === 2 || p.visibility === 4));
  const categories = docs(store, 'category').filter((c) => c.is_active === true);
  const cmsPages = docs(store, 'cms_page').filter((p) => p.active === true);
  // Spec §2: the four brand landing pages are routes of their own.
  const brands = BRAND_LANDING_SLUGS.length;
  return { products, categories, cmsPages, total: brands + products.length + categories.length + cmsPages.length };
}

async function fetchXml(path: string): Promise<XmlElement> {
  const response = await SELF.fetch(`${ORIGIN}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const body = await response.text();
  expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return parseXml(body);
}

describe('robots.txt', () => {
  it('allows all but the API, checkout and account, and names the sitemaps with absolute urls', async () => {
    const response = await SELF.fetch(`${ORIGIN}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/api/',
      '/checkout',
      '/my-account',
      '/en/checkout',
      '/en/my-account',
      '/ru/checkout',
      '/ru/my-account',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Sitemap: '))).toEqual([
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      `Sitemap: ${ORIGIN}/sitemap-ru.xml`,
      `Sitemap: ${ORIGIN}/sitemap-en.xml`,
    ]);
  });
});

describe('sitemap index', () => {
  it('lists one sitemap per store view with its lastmod', async () => {
    const index = await fetchXml('/sitemap.xml');
    expect(index.name).toBe('sitemapindex');
    expect(index.attributes.xmlns).toBe(NS);
    expect(index.children.map((s) => childText(s, 'loc'))).toEqual([
      `${ORIGIN}/sitemap-ru.xml`,
      `${ORIGIN}/sitemap-en.xml`,
    ]);
    for (const sitemap of index.children)
      expect(childText(sitemap, 'lastmod')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  });
});

describe('per-view sitemaps', () => {
  for (const store of ['ru', 'en'] as const) {
    it(`${store}: a urlset of every visible product, active category and CMS page, absolute and dated`, async () => {
      const urlset = await fetchXml(`/sitemap-${store}.xml`);
      expect(urlset.name).toBe('urlset');
      expect(urlset.attributes.xmlns).toBe(NS);
      const expected = expectedCounts(store);
      expect(expected.products.length).toBeGreaterThan(50);
      expect(urlset.children).toHaveLength(expected.total);
      const locs = urlset.children.map((url) => childText(url, 'loc') ?? '');
      expect(new Set(locs).size).toBe(locs.length);
      const prefix = store === 'en' ? `${ORIGIN}/en/` : `${ORIGIN}/`;
      for (const loc of locs) {
        expect(loc.startsWith(prefix)).toBe(true);
        if (store === 'ru') expect(loc.startsWith(`${ORIGIN}/ru/`) || loc.startsWith(`${ORIGIN}/en/`)).toBe(false);
      }
      // The url dispatcher is on (supplement §5 default): every entity is listed at its url_path.
      const productLocs = new Set(expected.products.map((p) => `${prefix}${String(p.url_path)}`));
      const categoryLocs = new Set(expected.categories.map((c) => `${prefix}${String(c.url_path)}`));
      expect(locs.filter((loc) => productLocs.has(loc))).toHaveLength(expected.products.length);
      expect(locs.filter((loc) => categoryLocs.has(loc))).toHaveLength(expected.categories.length);
      for (const slug of BRAND_LANDING_SLUGS) expect(locs).toContain(`${prefix}${slug}`);

      const product = expected.products[0]!;
      const url = urlset.children.find((u) => childText(u, 'loc') === `${prefix}${String(product.url_path)}`);
      expect(url).toBeDefined();
      const updated = String(product.updated_at);
      expect(childText(url!, 'lastmod')).toBe(`${updated.slice(0, 10)}T${updated.slice(11, 19)}+00:00`);
      // CMS identifier pages of spec §2.
      expect(locs).toContain(`${prefix}size-guide`);
      // Hidden products are not listed.
      const hidden = docs(store, 'product').find((p) => p.status !== 1 || p.visibility === 1);
      expect(hidden).toBeDefined();
      expect(locs).not.toContain(`${prefix}${String(hidden!.url_path)}`);
    });
  }

  it('an unknown view or part is the not-found page', async () => {
    expect((await SELF.fetch(`${ORIGIN}/sitemap-de.xml`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/sitemap-ru-2.xml`)).status).toBe(404);
  });
});
