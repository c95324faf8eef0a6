// SQL that fills the text index (migrations/0002) for product documents. The seed calls it after
// inserting the same documents into `documents`, with the same rids; any other entity is ignored.
// Called once per chunk of documents: the vocabulary's document counts are added up across calls.
// `searchable` (issue 10) carries what the document does not spell out: attribute labels, brand name.
import type { EntityType } from '#shared/contract/entities.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { productTextRow, type SearchableAttributes } from './product-text';
import { TEXT_TABLES } from './schema';
import { chunkedInsert, tuple } from './sql-chunks';

export interface TextIndexDocument {
  rid: number;
  store: StoreCode;
  entity: EntityType;
  doc: Record<string, unknown>;
  /** Words of the product's searchable attributes and its brand's name (product-text.ts). */
  searchable?: SearchableAttributes;
}

export function textIndexStatements(docs: ReadonlyArray<TextIndexDocument>): string[] {
  const textTuples = new Map<StoreCode, string[]>();
  const skuTuples: string[] = [];
  const termCounts = new Map<StoreCode, Map<string, number>>();
  for (const { rid, store, entity, doc, searchable } of docs) {
    if (entity !== 'product') continue;
    if (!Number.isInteger(rid)) throw new Error(`text index: rid must be an integer, got ${rid}`);
    if (!Object.hasOwn(TEXT_TABLES, store)) throw new Error(`text index: unknown store view ${String(store)}`);
    const row = productTextRow(doc, searchable);
    const tuples = textTuples.get(store) ?? [];
    tuples.push(tuple([rid, row.description, row.name, row.sku, row.category]));
    textTuples.set(store, tuples);
    for (const sku of row.skus) skuTuples.push(tuple([store, sku, rid]));
    const counts = termCounts.get(store) ?? new Map<string, number>();
    for (const word of row.words) counts.set(word, (counts.get(word) ?? 0) + 1);
    termCounts.set(store, counts);
  }
  const statements: string[] = [];
  for (const [store, tuples] of textTuples) {
    statements.push(
      ...chunkedInsert(`INSERT INTO ${TEXT_TABLES[store]} (rowid, description, name, sku, category) VALUES `, tuples),
    );
  }
  // A SKU shared by two rows of one view would be a catalogue error; OR IGNORE keeps the seed going.
  statements.push(...chunkedInsert('INSERT OR IGNORE INTO product_skus (store, sku, rid) VALUES ', skuTuples));
  const termTuples = [...termCounts].flatMap(([store, counts]) =>
    [...counts].map(([term, n]) => tuple([store, term, n])),
  );
  statements.push(
    ...chunkedInsert(
      'INSERT INTO text_terms (store, term, docs) VALUES ',
      termTuples,
      ' ON CONFLICT (store, term) DO UPDATE SET docs = docs + excluded.docs;',
    ),
  );
  return statements;
}
