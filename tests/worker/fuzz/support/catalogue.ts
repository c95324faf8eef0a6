// The data the fuzz suite (issue 8) runs against: the demo catalogue with its text index, seeded the way
// the seed CLI does it, and pools of real values taken from it (skus, url paths, ids, words of product
// names). Generated requests mix these with hostile values, so most requests get past validation and make
// the endpoints do real work (joins, the listing index, text search, tax processing) on bad neighbours.
import { env } from 'cloudflare:workers';
import { seedDemoWithText, type Doc } from '#tests/worker/platform/catalog/support/demo-catalogue.ts';

export interface CataloguePools {
  skus: string[];
  childSkus: string[];
  productIds: number[];
  categoryIds: number[];
  urlPaths: string[];
  cmsIds: number[];
  cmsIdentifiers: string[];
  nameWords: string[];
  /** Image paths as products name them (`/product/sneakers/black/1.svg`). */
  imagePaths: string[];
}

const strings = (values: unknown[]): string[] => [
  ...new Set(values.filter((v): v is string => typeof v === 'string' && v !== '')),
];
const numbers = (values: unknown[]): number[] => [
  ...new Set(values.map(Number).filter((v) => Number.isSafeInteger(v))),
];

/** A spread of at most `n` values (the pools feed constantFrom: a few dozen are plenty). */
function sample<T>(values: T[], n = 40): T[] {
  if (values.length <= n) return values;
  const step = values.length / n;
  return Array.from({ length: n }, (_, i) => values[Math.floor(i * step)] as T);
}

/** Seeds D1 (storage is per test file) and returns the pools. Call from beforeAll. */
export async function seedFuzzCatalogue(): Promise<CataloguePools> {
  const catalog = await seedDemoWithText(env.DB);
  const docs = (entity: string): Doc[] => catalog.documents.filter((d) => d.entity === entity).map((d) => d.doc);
  const products = docs('product');
  const children = products.flatMap((p) =>
    Array.isArray(p.configurable_children) ? (p.configurable_children as Doc[]) : [],
  );
  const cms = [...docs('cms_page'), ...docs('cms_block')];
  return {
    skus: sample(strings(products.map((p) => p.sku))),
    childSkus: sample(strings(children.map((c) => c.sku)), 20),
    productIds: sample(numbers(products.map((p) => p.id))),
    categoryIds: sample(numbers(docs('category').map((c) => c.id)), 20),
    urlPaths: sample(
      strings([...products, ...docs('category'), ...docs('cms_page')].map((d) => d.url_path ?? d.identifier)),
    ),
    cmsIds: sample(numbers(cms.map((d) => d.id)), 20),
    cmsIdentifiers: sample(strings(cms.map((d) => d.identifier)), 20),
    nameWords: sample(strings(products.flatMap((p) => String(p.name ?? '').split(/\s+/))), 60),
    imagePaths: sample(strings(products.map((p) => p.image)), 20),
  };
}
