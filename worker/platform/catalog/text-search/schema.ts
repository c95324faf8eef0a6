// Names and constants of the text index (migrations/0002_text_search.sql).
import type { StoreCode } from '#shared/config/store-views.ts';
import type { QueryLanguage } from '#shared/domain/search-text/index.ts';

/** One FTS5 table per store view; typed as a record so a new store code fails to compile here. */
export const TEXT_TABLES: Readonly<Record<StoreCode, string>> = {
  ru: 'product_text_ru',
  en: 'product_text_en',
};

/** Language of each view's text: the analyzer stems by script, the query variants depend on this. */
export const STORE_LANGUAGE: Readonly<Record<StoreCode, QueryLanguage>> = { ru: 'ru', en: 'en' };

/** Spec §9 / supplement §4 field boosts, in the FTS column order (description, name, sku, category). */
export const COLUMN_WEIGHTS = { description: 8, name: 4, sku: 2, category: 1 } as const;

export function bm25Call(table: string): string {
  const w = COLUMN_WEIGHTS;
  return `bm25(${table}, ${w.description}.0, ${w.name}.0, ${w.sku}.0, ${w.category}.0)`;
}

/** Empties the text index; run together with the catalogue's CLEAR_CATALOG_SQL before a re-seed. */
export const CLEAR_TEXT_INDEX_SQL: readonly string[] = [
  ...Object.values(TEXT_TABLES).map((table) => `DELETE FROM ${table};`),
  'DELETE FROM text_terms;',
  'DELETE FROM product_skus;',
];
