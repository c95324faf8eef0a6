// A category page's listing state in its url, server-rendered through the real worker and platform (issue 10):
// a filtered, sorted url renders only the matching in-stock tiles in price order with the right count; the filters
// panel shows labelled options with counts; malformed filters are ignored (never a 500); a filtered state is
// noindex,follow with the plain category canonical; `?page=2` renders the second 50 with rel=prev/next; a brand
// landing page lists the brand's products with the same machinery. Expectations are computed from the seeded
// documents, not from the platform's answers.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { priceText } from '#tests/support/price-text.ts';

interface Doc {
  id: number;
  name: string;
  status: number;
  visibility: number;
  final_price: number;
  category_ids: string[];
  color?: string | number;
  color_options?: number[];
  size_options?: number[];
  brand?: string | number;
  stock: { is_in_stock: boolean };
}
interface CategoryNode {
  id: number;
  url_path: string;
  level: number;
  product_count: number;
}

const ORIGIN = 'http://listing-page.test';
const products: Record<'ru' | 'en', Doc[]> = { ru: [], en: [] };
let categories: CategoryNode[] = [];
let colorLabels: Map<string, string>;

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB, 0.1);
  for (const d of catalog.documents) {
    if (d.store !== 'ru' && d.store !== 'en') continue;
    if (d.entity === 'product') products[d.store].push(d.doc as unknown as Doc);
    if (d.entity === 'category' && d.store === 'ru') categories.push(d.doc as unknown as CategoryNode);
    if (
      d.entity === 'attribute' &&
      d.store === 'ru' &&
      (d.doc as { attribute_code?: string }).attribute_code === 'color'
    ) {
      const options = (d.doc as unknown as { options: Array<{ value: string; label: string }> }).options;
      colorLabels = new Map(options.map((o) => [o.value, o.label]));
    }
  }
  categories = categories.filter((c) => c.level === 2);
});

/** Spec §5 + issue 10: shown in listings (visibility 2-4, status < 2) and in stock. */
const listable = (d: Doc) => d.visibility >= 2 && d.status < 2 && d.stock.is_in_stock;
const inCategory = (d: Doc, id: number) => d.category_ids.map(String).includes(String(id));
const colors = (d: Doc) => [d.color, ...(d.color_options ?? [])].filter((v) => v !== undefined).map(String);
const sizes = (d: Doc) => (d.size_options ?? []).map(String);

const tileNames = (html: string) =>
  [...html.matchAll(/<span class="product-tile__name">([^<]+)<\/span>/g)].map((m) =>
    m[1]?.replace(/&quot;/g, '"').replace(/&#x27;/g, "'"),
  );
const count = (html: string) => Number(/data-testid="listing-count">[^<\d]*(\d+)/.exec(html)?.[1] ?? NaN);
const headLink = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
const robots = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];

function biggestCategory(): { category: CategoryNode; listed: Doc[] } {
  const ranked = categories
    .map((category) => ({ category, listed: products.ru.filter((d) => listable(d) && inCategory(d, category.id)) }))
    .sort((a, b) => b.listed.length - a.listed.length);
  return ranked[0] as { category: CategoryNode; listed: Doc[] };
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
}

describe('category listing in the url', () => {
  it('a colour + size + price-sorted url renders exactly the matching in-stock tiles, cheapest first', async () => {
    const { category, listed } = biggestCategory();
    const color = mostCommon(listed.flatMap(colors));
    const size = mostCommon(listed.filter((d) => colors(d).includes(color)).flatMap(sizes));
    const expected = listed
      .filter((d) => colors(d).includes(color) && sizes(d).includes(size))
      .sort((a, b) => a.final_price - b.final_price || a.id - b.id);
    expect(expected.length).toBeGreaterThan(1);

    const response = await SELF.fetch(`${ORIGIN}/${category.url_path}?size=${size}&color=${color}&sort=price-asc`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(count(html)).toBe(expected.length);
    expect(tileNames(html)).toEqual(expected.slice(0, 50).map((d) => d.name));
    // The chosen colour is listed above the tiles by its label and is checked in the panel.
    const label = colorLabels.get(color) as string;
    expect(html).toContain(`aria-label="Убрать фильтр Цвет: ${label}"`);
    const colorInput = new RegExp(`<input[^>]*id="sidebar-color-${color}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(colorInput).toContain('checked=""');
    expect(robots(html)).toBe('noindex,follow');
    expect(headLink(html, 'canonical')).toBe(`${ORIGIN}/${category.url_path}`);
  });

  it('price high to low reverses the order; the sort select shows the choice', async () => {
    const { category, listed } = biggestCategory();
    const expected = [...listed].sort((a, b) => b.final_price - a.final_price || a.id - b.id).slice(0, 50);
    const html = await (await SELF.fetch(`${ORIGIN}/${category.url_path}?sort=price-desc`)).text();
    expect(tileNames(html)).toEqual(expected.map((d) => d.name));
    expect(html).toMatch(/<option value="price-desc" selected="">Цена по убыванию<\/option>/);
  });

  it('the panel offers only options with products, with labels and counts, and the four price buckets by label', async () => {
    const { category, listed } = biggestCategory();
    const html = await (await SELF.fetch(`${ORIGIN}/${category.url_path}`)).text();
    const panel = /data-testid="filters-sidebar"(.*?)<\/form>/s.exec(html)?.[1] ?? '';
    for (const [id, label] of colorLabels) {
      const withColor = listed.filter((d) => colors(d).includes(id)).length;
      if (withColor > 0) expect(panel).toContain(`<span class="filters__label">${label}</span>`);
      else expect(panel).not.toContain(`name="color" value="${id}"`);
    }
    const cheap = listed.filter((d) => d.final_price < 5000).length;
    if (cheap > 0) expect(panel).toContain(priceText('&lt; 5 000 ₽'));
    // Every colour label is the attribute's label of its option id (never a raw id).
    for (const m of panel.matchAll(/name="color" value="(\d+)".*?<span class="filters__label">([^<]+)<\/span>/gs)) {
      expect(m[2]).toBe(colorLabels.get(m[1] as string));
    }
  });

  it('malformed and unknown filter values are ignored, never a 500', async () => {
    const { category, listed } = biggestCategory();
    for (const query of [
      'color=abc',
      'color=%3Cscript%3E',
      'price=1-2',
      'sort=evil',
      'page=-1',
      'page=99999',
      'foo=1',
    ]) {
      const response = await SELF.fetch(`${ORIGIN}/${category.url_path}?${query}`);
      expect(response.status, query).toBe(200);
      expect(count(await response.text()), query).toBe(listed.length);
    }
  });

  it('?page=2 renders the next 50, with rel=prev/next and a self canonical', async () => {
    const { category, listed } = biggestCategory();
    expect(listed.length).toBeGreaterThan(50);
    const html = await (await SELF.fetch(`${ORIGIN}/en/${category.url_path}?page=2`)).text();
    const english = products.en.filter((d) => listable(d) && inCategory(d, category.id)).sort((a, b) => a.id - b.id);
    expect(tileNames(html)).toEqual(english.slice(50, 100).map((d) => d.name));
    expect(headLink(html, 'canonical')).toBe(`${ORIGIN}/en/${category.url_path}?page=2`);
    expect(headLink(html, 'prev')).toBe(`${ORIGIN}/en/${category.url_path}`);
    expect(headLink(html, 'next')).toBe(listed.length > 100 ? `${ORIGIN}/en/${category.url_path}?page=3` : undefined);
    expect(robots(html)).toBeUndefined();
    expect(html).toContain('rel="prev"');
  });

  it('an out-of-stock product is not listed', async () => {
    const { category } = biggestCategory();
    const soldOut = products.ru.filter(
      (d) => d.visibility >= 2 && d.status < 2 && !d.stock.is_in_stock && inCategory(d, category.id),
    );
    const html = await (await SELF.fetch(`${ORIGIN}/${category.url_path}?sort=price-asc`)).text();
    for (const d of soldOut) expect(tileNames(html)).not.toContain(d.name);
  });

  it('a brand landing page lists the brand’s in-stock products with filters', async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/severnyi-veter?sort=price-asc`)).text();
    const brandOption = /name="brand" value="(\d+)"/.exec(html)?.[1];
    expect(brandOption).toBeDefined();
    const expected = products.ru
      .filter((d) => listable(d) && String(d.brand) === brandOption)
      .sort((a, b) => a.final_price - b.final_price || a.id - b.id);
    expect(count(html)).toBe(expected.length);
    expect(tileNames(html).slice(-Math.min(50, expected.length))).toEqual(expected.slice(0, 50).map((d) => d.name));
    expect(robots(html)).toBe('noindex,follow');
  });
});
