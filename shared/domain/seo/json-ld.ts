// JSON-LD (schema.org) objects of the storefront's pages. Builders take root-relative paths; the
// document turns the url-valued properties into absolute urls (absolutizeJsonLd) and serialises
// them so that no `</script>` can appear inside the script element (serializeJsonLd).
import { absoluteUrl } from './links';

export type JsonLd = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

const CONTEXT = 'https://schema.org';

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  description: string;
  /** Root-relative path of the page. */
  path: string;
  /** Root-relative image url. */
  image?: string;
  brand?: string;
  /** Shelf price including tax. */
  price: number;
  currency: string;
  inStock: boolean;
}

export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    url: input.path,
    offers: {
      '@type': 'Offer',
      url: input.path,
      // Whole roubles as the page shows them (supplement §3: no fraction digits).
      price: Math.round(input.price),
      priceCurrency: input.currency,
      availability: input.inStock ? `${CONTEXT}/InStock` : `${CONTEXT}/OutOfStock`,
      itemCondition: `${CONTEXT}/NewCondition`,
    },
  };
}

export interface Crumb {
  name: string;
  /** Root-relative path; the last crumb (the current page) may omit it. */
  path?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.path ? { item: crumb.path } : {}),
    })),
  };
}

export function organizationJsonLd(input: { name: string; path: string; logo: string }): JsonLd {
  return { '@context': CONTEXT, '@type': 'Organization', name: input.name, url: input.path, logo: input.logo };
}

/**
 * WebSite with a sitelinks search box. `searchPath` is the storefront's search url pattern
 * (`/search`, `/en/search`); the query goes in `q`.
 */
export function webSiteJsonLd(input: { name: string; path: string; searchPath: string; inLanguage: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: input.name,
    url: input.path,
    inLanguage: input.inLanguage,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${input.searchPath}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Properties whose string values are urls (made absolute by absolutizeJsonLd). */
const URL_KEYS = new Set(['url', 'item', 'image', 'logo', 'target', '@id']);

export function absolutizeJsonLd(value: JsonLdValue, origin: string | undefined, key?: string): JsonLdValue {
  if (typeof value === 'string') return key !== undefined && URL_KEYS.has(key) ? absoluteUrl(value, origin) : value;
  if (Array.isArray(value)) return value.map((entry) => absolutizeJsonLd(entry, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutizeJsonLd(v, origin, k)]));
  }
  return value;
}

/**
 * JSON for a `<script type="application/ld+json">` element. The HTML parser ends a script at `</`
 * followed by `script` and treats `<!--` specially; escaping `<`, `>` and `&` as JSON unicode escapes
 * keeps the JSON identical and makes both impossible. U+2028/2029 are escaped for old JS parsers.
 */
export function serializeJsonLd(value: JsonLdValue): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
