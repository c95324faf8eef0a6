import { describe, expect, it } from 'vitest';
import { isStoreCode } from '#shared/config/store-views.ts';
import { BRAND_LANDING_SLUGS } from '#shared/config/shop.ts';
import { createUrlScheme } from '#shared/domain/urls.ts';
import { sitemapEntries } from '#shared/domain/seo/sitemap-entries.ts';
import {
  chunkSitemapEntries,
  escapeXml,
  latest,
  parseSitemapFile,
  robotsTxt,
  sitemapIndexXml,
  sitemapPath,
  urlsetXml,
  w3cDate,
} from '#shared/domain/seo/sitemap.ts';

const ORIGIN = 'https://shop.example';

describe('sitemap XML', () => {
  it('writes a urlset with escaped locs and lastmods', () => {
    expect(
      urlsetXml([{ loc: `${ORIGIN}/c/a&b<c>`, lastmod: '2025-01-01T09:00:00+00:00' }, { loc: `${ORIGIN}/x` }]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/c/a&amp;b&lt;c&gt;</loc><lastmod>2025-01-01T09:00:00+00:00</lastmod></url>\n' +
        '<url><loc>https://shop.example/x</loc></url>\n' +
        '</urlset>\n',
    );
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndexXml([{ loc: `${ORIGIN}/sitemap-ru.xml`, lastmod: '2025-12-01T10:00:00+00:00' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://shop.example/sitemap-ru.xml</loc><lastmod>2025-12-01T10:00:00+00:00</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('turns index dates into W3C datetimes', () => {
    expect(w3cDate('2025-06-30 23:59:59')).toBe('2025-06-30T23:59:59+00:00');
    expect(w3cDate('2025-06-30T23:59:59.000Z')).toBe('2025-06-30T23:59:59+00:00');
    expect(w3cDate('2025-06-30')).toBe('2025-06-30');
    expect(w3cDate('yesterday')).toBeUndefined();
    expect(w3cDate(null)).toBeUndefined();
    expect(latest(['2025-01-01T00:00:00+00:00', undefined, '2025-12-01T10:00:00+00:00'])).toBe(
      '2025-12-01T10:00:00+00:00',
    );
  });
});

describe('splitting (sitemaps.org: 50,000 urls, 50 MB)', () => {
  const entries = Array.from({ length: 7 }, (_, i) => ({
    loc: `${ORIGIN}/p/${i}/x`,
    lastmod: '2025-01-01T00:00:00+00:00',
  }));

  it('splits by url count', () => {
    expect(chunkSitemapEntries(entries, 3).map((c) => c.length)).toEqual([3, 3, 1]);
    expect(chunkSitemapEntries(entries).map((c) => c.length)).toEqual([7]);
    expect(chunkSitemapEntries([])).toEqual([[]]);
  });

  it('splits by bytes so that no file is larger than the limit', () => {
    const oneFile = new TextEncoder().encode(urlsetXml(entries)).length;
    const limit = Math.floor(oneFile / 2);
    const chunks = chunkSitemapEntries(entries, 50_000, limit);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flat()).toEqual(entries);
    for (const chunk of chunks) expect(new TextEncoder().encode(urlsetXml(chunk)).length).toBeLessThanOrEqual(limit);
  });

  it('names and parses the files of a view', () => {
    expect(sitemapPath('ru', 1)).toBe('/sitemap-ru.xml');
    expect(sitemapPath('en', 3)).toBe('/sitemap-en-3.xml');
    expect(parseSitemapFile('sitemap-en-3.xml', isStoreCode)).toEqual({ storeCode: 'en', part: 3 });
    expect(parseSitemapFile('sitemap-ru.xml', isStoreCode)).toEqual({ storeCode: 'ru', part: 1 });
    expect(parseSitemapFile('sitemap-ru-1.xml', isStoreCode)).toBeUndefined();
    expect(parseSitemapFile('sitemap-de.xml', isStoreCode)).toBeUndefined();
    expect(parseSitemapFile('sitemap-ru-0.xml', isStoreCode)).toBeUndefined();
  });
});

describe('sitemapEntries', () => {
  const source = {
    products: [
      {
        sku: 'WS12',
        slug: 'kurtka-12',
        url_path: 'zhenshchinam/kurtki/kurtka-12.html',
        updatedAt: '2025-03-04 05:06:07',
      },
    ],
    categories: [{ slug: 'obuv-5', url_path: 'zhenshchinam/obuv', updatedAt: '2025-01-01 09:00:00' }],
    cmsPages: [{ identifier: 'size-guide', updatedAt: null }],
  };
  const brands = BRAND_LANDING_SLUGS.map((slug) => `/${slug}`);

  it('url dispatcher off: /c/ and /p/ urls; ru unprefixed, en under /en; all absolute', () => {
    const urls = createUrlScheme({ urlDispatcher: false });
    expect(sitemapEntries(source, 'ru', ORIGIN, urls)).toEqual([
      ...brands.map((path) => ({ loc: `${ORIGIN}${path}` })),
      { loc: `${ORIGIN}/c/obuv-5`, lastmod: '2025-01-01T09:00:00+00:00' },
      { loc: `${ORIGIN}/p/WS12/kurtka-12`, lastmod: '2025-03-04T05:06:07+00:00' },
      { loc: `${ORIGIN}/size-guide` },
    ]);
    expect(sitemapEntries(source, 'en', ORIGIN, urls).map((e) => e.loc)).toEqual([
      ...brands.map((path) => `${ORIGIN}/en${path}`),
      `${ORIGIN}/en/c/obuv-5`,
      `${ORIGIN}/en/p/WS12/kurtka-12`,
      `${ORIGIN}/en/size-guide`,
    ]);
  });

  it('url dispatcher on: categories and products at their url_path (spec §2)', () => {
    const urls = createUrlScheme({ urlDispatcher: true });
    expect(
      sitemapEntries(source, 'en', ORIGIN, urls)
        .slice(brands.length)
        .map((e) => e.loc),
    ).toEqual([
      `${ORIGIN}/en/zhenshchinam/obuv`,
      `${ORIGIN}/en/zhenshchinam/kurtki/kurtka-12.html`,
      `${ORIGIN}/en/size-guide`,
    ]);
  });
});

describe('robotsTxt', () => {
  it('allows all, disallows the given paths and lists the sitemaps', () => {
    expect(robotsTxt({ disallow: ['/api/', '/checkout'], sitemaps: [`${ORIGIN}/sitemap.xml`] })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /checkout\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });
});
