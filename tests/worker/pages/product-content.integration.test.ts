// Issue 11 "Page content" on the server render, in both store views, against the real worker and the demo
// catalogue: the attributes table shows the attribute entity's labels (never option ids), each approved review
// shows its date as spec §9 `HH:mm D/M/YYYY` (shop time as UTC) in a <time datetime>, with the average rating,
// and the related products are exactly the newest 8 listable, in-stock products of the product's deepest
// category and gender, without the product itself. Suspense content is streamed in the same response.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '#worker/platform/seed/index.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { reactEscaped } from '#tests/support/react-html.ts';

const ORIGIN = 'http://storefront.test';
type Store = 'ru' | 'en';
type Doc = Record<string, unknown> & {
  id: number;
  sku: string;
  name: string;
  url_path: string;
  status: number;
  visibility: number;
  created_at: string;
  category_ids: string[];
  category: Array<{ category_id: number; path: string }>;
  stock: { is_in_stock: boolean };
};
interface Attribute {
  attribute_code: string;
  default_frontend_label: string;
  options: Array<{ value: string; label: string }>;
}
interface ReviewDoc {
  product_id: number;
  review_status: number;
  created_at: string;
  nickname: string;
  rating: number;
}

let catalog: Catalog;
const docs = (store: Store, entity: string) =>
  catalog.documents.filter((d) => d.store === store && d.entity === entity).map((d) => d.doc);

/** `2025-05-03 09:07:00` → `09:07 3/5/2025`, by string surgery (independent of the formatter under test). */
function specDate(createdAt: string): string {
  const [date = '', time = ''] = createdAt.split(' ');
  const [year, month, day] = date.split('-');
  return `${time.slice(0, 5)} ${Number(day)}/${Number(month)}/${year}`;
}

const listable = (d: Doc) => [2, 3, 4].includes(d.visibility) && [0, 1].includes(d.status);
const deepestCategory = (d: Doc) =>
  [...d.category].sort(
    (a, b) => b.path.split('/').length - a.path.split('/').length || a.category_id - b.category_id,
  )[0]?.category_id;

async function render(path: string): Promise<string> {
  const response = await SELF.fetch(`${ORIGIN}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

function relatedNames(html: string): string[] {
  const start = html.indexOf('data-testid="related-products"');
  if (start < 0) return [];
  const section = html.slice(start, html.indexOf('</section>', start));
  return [...section.matchAll(/class="product-tile__name">([^<]*)</g)].map((m) => m[1] ?? '');
}

beforeAll(async () => {
  catalog = await seedDemoCatalogue(env.DB);
});

describe.each([
  { store: 'ru' as const, prefix: '', details: 'Характеристики', related: 'Похожие товары', average: 'Средняя оценка' },
  { store: 'en' as const, prefix: '/en', details: 'Details', related: 'Related products', average: 'Average rating' },
])('product page content in the $store view', ({ store, prefix, details, related, average }) => {
  const products = () => (docs(store, 'product') as Doc[]).filter((d) => listable(d) && d.visibility === 4);

  it('the attributes table: the entity’s labels for brand, material, season, style, gender and age', async () => {
    const attributes = docs(store, 'attribute') as unknown as Attribute[];
    const product = products().find((d) => d.brand && d.gender && Array.isArray(d.material));
    expect(product).toBeDefined();
    const html = await render(`${prefix}/${product!.url_path}`);
    expect(html).toContain(`>${details}</h2>`);
    const codes = ['brand', 'material', 'season', 'style', 'gender', 'age'];
    for (const code of codes) {
      const attribute = attributes.find((a) => a.attribute_code === code)!;
      const ids = ([] as unknown[]).concat(product![code]).map(String);
      const labels = ids.map((id) => attribute.options.find((o) => o.value === id)!.label);
      expect(html).toContain(
        `<th scope="row">${reactEscaped(attribute.default_frontend_label)}</th><td>${reactEscaped(labels.join(', '))}</td>`,
      );
    }
    // Six rows, and no cell is a bare option id.
    const table = html.slice(html.indexOf('data-testid="product-attributes"'));
    const cells = [...table.slice(0, table.indexOf('</table>')).matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toHaveLength(codes.length);
    for (const cell of cells) expect(cell).not.toMatch(/^[\d, ]+$/);
  });

  it('each approved review with its spec §9 date in <time datetime> (UTC) and the average rating', async () => {
    const reviews = docs(store, 'review') as unknown as ReviewDoc[];
    const byProduct = new Map<number, ReviewDoc[]>();
    for (const review of reviews.filter((r) => r.review_status === 1))
      byProduct.set(review.product_id, [...(byProduct.get(review.product_id) ?? []), review]);
    const product =
      products().find((d) => (byProduct.get(d.id)?.length ?? 0) >= 2) ?? products().find((d) => byProduct.has(d.id));
    expect(product).toBeDefined();
    const approved = byProduct.get(product!.id)!;
    const html = await render(`${prefix}/${product!.url_path}`);
    for (const review of approved) {
      const iso = `${review.created_at.replace(' ', 'T')}Z`;
      expect(html).toContain(`<time class="review__date" dateTime="${iso}">${specDate(review.created_at)}</time>`);
    }
    expect(html.match(/class="review__date"/g)).toHaveLength(approved.length);
    const mean = Math.round((approved.reduce((sum, r) => sum + r.rating, 0) / approved.length) * 10) / 10;
    const shown = store === 'ru' ? String(mean).replace('.', ',') : String(mean);
    expect(html).toContain(`${average}: ${shown}`);
  });

  it('related: the newest 8 in-stock products of the deepest category and gender, not the product', async () => {
    const all = docs(store, 'product') as Doc[];
    const candidatesOf = (product: Doc) => {
      const category = String(deepestCategory(product));
      return all
        .filter(
          (d) =>
            listable(d) &&
            d.stock.is_in_stock &&
            d.category_ids.includes(category) &&
            String(d.gender) === String(product.gender) &&
            d.id !== product.id,
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id);
    };
    // The product with the most related candidates, so the cut at 8 is exercised when the catalogue allows.
    const product = products()
      .filter((d) => d.gender)
      .sort((a, b) => candidatesOf(b).length - candidatesOf(a).length)[0]!;
    const expected = candidatesOf(product).slice(0, 8);
    expect(expected.length).toBeGreaterThan(0);
    const html = await render(`${prefix}/${product.url_path}`);
    expect(html).toContain(`>${reactEscaped(related)}</h2>`);
    expect(relatedNames(html)).toEqual(expected.map((d) => reactEscaped(d.name)));
  });
});
