// Stored (unpriced) documents of the seeded demo catalogue, to compute expectations independently.
import type { Catalog } from '#worker/platform/seed/index.ts';

export type Doc = Record<string, unknown>;

export function storedProduct(catalog: Catalog, store: 'ru' | 'en', predicate: (doc: Doc) => boolean): Doc {
  const found = catalog.documents.find((d) => d.store === store && d.entity === 'product' && predicate(d.doc as Doc));
  if (!found) throw new Error('no such seeded product');
  return structuredClone(found.doc as Doc);
}

/** Russian VAT 22 % out of a tax-inclusive rouble price, rounded to kopecks (supplement §3). */
export const netOf = (gross: number) => Math.round((gross / 1.22) * 100) / 100;
export const taxOf = (gross: number) => Math.round((gross - netOf(gross)) * 100) / 100;
