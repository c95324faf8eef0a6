// Head tags of the SEO part of issue 4 (ADR 011): canonical, hreflang, robots, Open Graph, JSON-LD.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDocument, ProductDocument } from '#shared/contract/entities.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const ORIGIN = 'http://storefront.test';
let product: ProductDocument;
let outOfStock: ProductDocument | undefined;
let category: CategoryDocument;

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const visible = (d: (typeof catalog.documents)[number]) =>
    d.store === 'ru' && d.entity === 'product' && d.doc.status === 1 && d.doc.visibility === 4;
  product = catalog.documents.find((d) => visible(d) && d.doc.type_id === 'configurable')
    ?.doc as unknown as ProductDocument;
  outOfStock = catalog.documents.find(
    (d) => visible(d) && (d.doc as unknown as ProductDocument).stock?.is_in_stock === false,
  )?.doc as unknown as ProductDocument | undefined;
  category = catalog.documents.find(
    (d) => d.store === 'ru' && d.entity === 'category' && d.doc.slug === 'zhenshchinam-3',
  )?.doc as unknown as CategoryDocument;
  expect(category).toBeDefined();
});

interface Head {
  html: string;
  head: string;
  canonical: string[];
  alternates: Record<string, string>;
  alternateCount: number;
  meta: (attr: 'property' | 'name', key: string) => string | undefined;
  jsonLd: Array<Record<string, unknown>>;
}

function unescapeAttr(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function page(path: string, status = 200): Promise<Head> {
  const response = await SELF.fetch(`${ORIGIN}${path}`);
  expect(response.status).toBe(status);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.length).toBeGreaterThan(0);
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => unescapeAttr(m[1]!));
  const alternateMatches = [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)];
  const alternates = Object.fromEntries(alternateMatches.map((m) => [m[1]!, unescapeAttr(m[2]!)]));
  // JSON-LD scripts carry the response's CSP nonce (the page policy: every inline script has it).
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const jsonLdTags = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>(.*?)<\/script>/gs)];
  for (const tag of jsonLdTags) expect(tag[1]).toBe(` nonce="${nonce}"`);
  const jsonLd = jsonLdTags.map((m) => JSON.parse(m[2]!) as Record<string, unknown>);
  return {
    html,
    head,
    canonical,
    alternates,
    alternateCount: alternateMatches.length,
    jsonLd,
    meta: (attr, key) => {
      const match = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(head);
      return match ? unescapeAttr(match[1]!) : undefined;
    },
  };
}

function ofType(head: Head, type: string): Record<string, unknown> {
  const found = head.jsonLd.filter((o) => o['@type'] === type);
  expect(found).toHaveLength(1);
  expect(found[0]!['@context']).toBe('https://schema.org');
  return found[0]!;
}

describe('product page head', () => {
  it('has canonical, hreflang ru/en/x-default, Open Graph and a Product with an Offer in RUB at the shown price', async () => {
    // Served at /p/…; the url dispatcher is on (supplement §5 default), so the canonical url is the url_path.
    const path = `/${product.url_path}`;
    const head = await page(`/p/${product.sku}/${product.slug}`);
    expect(head.canonical).toEqual([`${ORIGIN}${path}`]);
    expect(head.alternateCount).toBe(3);
    expect(head.alternates).toEqual({
      ru: `${ORIGIN}${path}`,
      en: `${ORIGIN}/en${path}`,
      'x-default': `${ORIGIN}${path}`,
    });
    expect(head.meta('name', 'robots')).toBeUndefined();

    expect(head.meta('property', 'og:type')).toBe('product');
    expect(head.meta('property', 'og:title')).toBe(product.name);
    expect(head.meta('property', 'og:description')).toBe(head.meta('name', 'description'));
    expect(head.meta('property', 'og:url')).toBe(`${ORIGIN}${path}`);
    expect(head.meta('property', 'og:image')).toBe(`${ORIGIN}/img/502/502/resize${product.image}`);
    expect(head.meta('property', 'og:locale')).toBe('ru_RU');
    expect(head.meta('property', 'og:locale:alternate')).toBe('en_US');

    const ld = ofType(head, 'Product');
    expect(ld.sku).toBe(product.sku);
    expect(ld.name).toBe(product.name);
    expect(ld.url).toBe(`${ORIGIN}${path}`);
    expect(ld.image).toBe(`${ORIGIN}/img/502/502/resize${product.image}`);
    const offer = ld.offers as Record<string, unknown>;
    expect(offer['@type']).toBe('Offer');
    expect(offer.priceCurrency).toBe('RUB');
    expect(offer.availability).toBe(
      product.stock.is_in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    );
    // The price the page shows (first price of the product info).
    const info = head.html.slice(head.html.indexOf('class="product__info"'));
    const shown = /<span class="price__current[^"]*">([^<]+)<\/span>/.exec(info)?.[1];
    expect(shown).toBeDefined();
    expect(typeof offer.price).toBe('number');
    expect(formatPrice(offer.price as number, 'ru')).toBe(shown);

    // Spec §2 breadcrumbs: home, the product's category trail (top level first, each at its url_path), the product.
    const crumbs = ofType(head, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>;
    const trail = [...product.category]
      .filter((ref) => !ref.path.startsWith('kollektsiya-'))
      .sort((a, b) => a.path.split('/').length - b.path.split('/').length);
    expect(trail.length).toBeGreaterThanOrEqual(2);
    expect(trail[0]!.path).not.toContain('/');
    expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Главная', `${ORIGIN}/`],
      ...trail.map((ref, i) => [i + 2, ref.name, `${ORIGIN}/${ref.path}`]),
      [trail.length + 2, product.name, `${ORIGIN}${path}`],
    ]);
  });

  it('the English view canonicalises to /en and points back to the unprefixed ru url', async () => {
    const path = `/${product.url_path}`;
    const head = await page(`/en/p/${product.sku}/${product.slug}`);
    expect(head.canonical).toEqual([`${ORIGIN}/en${path}`]);
    expect(head.alternates).toEqual({
      ru: `${ORIGIN}${path}`,
      en: `${ORIGIN}/en${path}`,
      'x-default': `${ORIGIN}${path}`,
    });
    expect(head.meta('property', 'og:locale')).toBe('en_US');
    expect((ofType(head, 'Product').offers as Record<string, unknown>).priceCurrency).toBe('RUB');
  });

  it('a product out of stock is offered OutOfStock', async () => {
    expect(outOfStock).toBeDefined();
    const head = await page(`/p/${outOfStock!.sku}/${outOfStock!.slug}`);
    expect((ofType(head, 'Product').offers as Record<string, unknown>).availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('a child url canonicalises to its parent', async () => {
    const child = product.configurable_children?.[0];
    expect(child).toBeDefined();
    const head = await page(`/p/${product.sku}/${product.slug}/${child!.sku}`);
    expect(head.canonical).toEqual([`${ORIGIN}/${product.url_path}`]);
  });
});

describe('category page head', () => {
  it('has a BreadcrumbList, canonical and alternates of the same category', async () => {
    const head = await page(`/c/${category.slug}`);
    expect(head.canonical).toEqual([`${ORIGIN}/${category.url_path}`]);
    expect(head.alternates).toEqual({
      ru: `${ORIGIN}/${category.url_path}`,
      en: `${ORIGIN}/en/${category.url_path}`,
      'x-default': `${ORIGIN}/${category.url_path}`,
    });
    expect(head.meta('property', 'og:type')).toBe('website');
    const crumbs = ofType(head, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>;
    expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Главная', `${ORIGIN}/`],
      [2, 'Женщинам', `${ORIGIN}/${category.url_path}`],
    ]);
  });

  it('/ru/c/{slug} and /ru/{url_path} canonicalise to the unprefixed url_path', async () => {
    for (const served of [`/ru/c/${category.slug}`, `/ru/${category.url_path}`]) {
      const head = await page(served);
      expect(head.canonical).toEqual([`${ORIGIN}/${category.url_path}`]);
      expect(head.meta('property', 'og:url')).toBe(`${ORIGIN}/${category.url_path}`);
      expect(head.alternates['x-default']).toBe(`${ORIGIN}/${category.url_path}`);
    }
  });
});

describe('home page head', () => {
  it('has Organization and WebSite with a SearchAction', async () => {
    const head = await page('/');
    expect(head.canonical).toEqual([`${ORIGIN}/`]);
    expect(head.alternates).toEqual({ ru: `${ORIGIN}/`, en: `${ORIGIN}/en`, 'x-default': `${ORIGIN}/` });
    expect(head.meta('property', 'og:type')).toBe('website');
    const organization = ofType(head, 'Organization');
    expect(organization.name).toBe('Модный берег');
    expect(organization.url).toBe(`${ORIGIN}/`);
    const site = ofType(head, 'WebSite');
    expect(site.url).toBe(`${ORIGIN}/`);
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: `${ORIGIN}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    });
  });

  it('/pwa.html and /ru canonicalise to /', async () => {
    expect((await page('/pwa.html')).canonical).toEqual([`${ORIGIN}/`]);
    expect((await page('/ru')).canonical).toEqual([`${ORIGIN}/`]);
    expect((await page('/en')).canonical).toEqual([`${ORIGIN}/en`]);
  });
});

describe('not-found head', () => {
  it('is noindex without canonical, alternates or JSON-LD', async () => {
    for (const path of ['/no/such/page', '/c/no-such-category', '/p/NO-SUCH-SKU/nothing', '/en/what/ever']) {
      const head = await page(path, 404);
      expect(head.meta('name', 'robots')).toBe('noindex');
      expect(head.canonical).toEqual([]);
      expect(head.alternateCount).toBe(0);
      expect(head.jsonLd).toEqual([]);
    }
  });
});
