// Sitemaps of sitemaps.org: a sitemap index of per-view sitemaps, each a urlset. Pure builders:
// entries in, XML out. Limits: 50,000 urls and 50 MB (uncompressed) per file.
import type { StoreCode } from '#shared/config/store-views.ts';

export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SitemapEntry {
  /** Absolute url. */
  loc: string;
  /** W3C datetime (see w3cDate). */
  lastmod?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * The index's `YYYY-MM-DD HH:mm:ss` (UTC) as a W3C datetime (`2025-01-01T09:00:00+00:00`); an ISO
 * string passes through normalised; anything unreadable gives undefined (lastmod is optional).
 */
export function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(value);
  if (match) return `${match[1]}T${match[2]}+00:00`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return undefined;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlElement(entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>\n`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.map(urlElement).join('')}</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  const items = sitemaps.map((s) => {
    const lastmod = s.lastmod ? `<lastmod>${escapeXml(s.lastmod)}</lastmod>` : '';
    return `<sitemap><loc>${escapeXml(s.loc)}</loc>${lastmod}</sitemap>\n`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('')}</sitemapindex>\n`;
}

const encoder = new TextEncoder();
const URLSET_OVERHEAD = encoder.encode(urlsetXml([])).length;

/** Splits entries into files of at most maxUrls urls and maxBytes bytes each (at least one file). */
export function chunkSitemapEntries(
  entries: readonly SitemapEntry[],
  maxUrls = SITEMAP_MAX_URLS,
  maxBytes = SITEMAP_MAX_BYTES,
): SitemapEntry[][] {
  const chunks: SitemapEntry[][] = [[]];
  let bytes = URLSET_OVERHEAD;
  for (const entry of entries) {
    const size = encoder.encode(urlElement(entry)).length;
    let current = chunks[chunks.length - 1]!;
    if (current.length > 0 && (current.length >= maxUrls || bytes + size > maxBytes)) {
      current = [];
      chunks.push(current);
      bytes = URLSET_OVERHEAD;
    }
    current.push(entry);
    bytes += size;
  }
  return chunks;
}

/** Path of the n-th (1-based) sitemap file of a view: /sitemap-ru.xml, /sitemap-ru-2.xml, ... */
export function sitemapPath(storeCode: StoreCode, part: number): string {
  return part <= 1 ? `/sitemap-${storeCode}.xml` : `/sitemap-${storeCode}-${part}.xml`;
}

/** The inverse of sitemapPath; undefined for any other file name. */
export function parseSitemapFile(
  file: string,
  isStore: (code: string) => code is StoreCode,
): { storeCode: StoreCode; part: number } | undefined {
  const match = /^sitemap-([a-z]{2})(?:-([1-9]\d{0,5}))?\.xml$/.exec(file);
  if (!match || !isStore(match[1]!)) return undefined;
  const part = match[2] ? Number(match[2]) : 1;
  // `-1` is spelt without the suffix: one url per file.
  if (match[2] === '1') return undefined;
  return { storeCode: match[1] as StoreCode, part };
}

/** The latest of W3C datetimes with the same offset (lexicographic order is time order). */
export function latest(dates: readonly (string | undefined)[]): string | undefined {
  let max: string | undefined;
  for (const date of dates) if (date && (!max || date > max)) max = date;
  return max;
}

export interface RobotsOptions {
  disallow: readonly string[];
  sitemaps: readonly string[];
}

export function robotsTxt({ disallow, sitemaps }: RobotsOptions): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    ...sitemaps.map((url) => `Sitemap: ${url}`),
    '',
  ].join('\n');
}
