// The demo catalogue (tests/support/workerd/seed-demo.ts) plus its text index, seeded the way the seed
// CLI does it (scripts/seed.ts): documents with rids 1, 2, … in catalogue order, then the text index
// of the same rids. Helpers to find real values in it, so the tests do not hard-code generated data.
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { forgetTextVocabulary, textIndexStatements } from '#worker/platform/catalog/text-search/index.ts';
import type { Catalog } from '#worker/platform/seed/index.ts';

export async function seedDemoWithText(db: D1Database): Promise<Catalog> {
  const catalog = await seedDemoCatalogue(db);
  const statements = textIndexStatements(catalog.documents.map((d, i) => ({ ...d, rid: i + 1 })));
  for (let i = 0; i < statements.length; i += 50) {
    await db.batch(statements.slice(i, i + 50).map((sql) => db.prepare(sql)));
  }
  forgetTextVocabulary(db);
  return catalog;
}

export type Doc = Record<string, unknown>;

export function products(catalog: Catalog, store: 'ru' | 'en'): Doc[] {
  return catalog.documents.filter((d) => d.store === store && d.entity === 'product').map((d) => d.doc);
}

export function categories(catalog: Catalog, store: 'ru' | 'en'): Doc[] {
  return catalog.documents.filter((d) => d.store === store && d.entity === 'category').map((d) => d.doc);
}

/** The most frequent scalar values of a field among documents (arrays flattened). */
export function commonValues(docs: readonly Doc[], field: string, n: number): Array<string | number> {
  const counts = new Map<string | number, number>();
  for (const doc of docs) {
    const value = doc[field];
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'string' || typeof v === 'number') counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([v]) => v);
}
