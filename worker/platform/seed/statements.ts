// SQL for the seed: documents become rows of migrations/0001 through the same indexing code the
// platform uses (indexDocument + insertDocumentsSql), with row ids assigned in document order.
// The text index (migrations/0002) is filled separately by the caller with textIndexStatements and
// the same rids (scripts/seed.ts); doc_values (migrations/0003) follows facets by triggers.
import { indexDocument, type IndexedDocument } from '#worker/platform/storage/indexing.ts';
import { insertDocumentsSql, sqlString, utf8Length } from '#worker/platform/storage/sql.ts';
import type { Catalog, SeedDocument } from './catalog';

/** Recorded in seed_info.generated_with; bump when the generated data changes shape. */
export const SEED_GENERATOR_VERSION = 'modnyi-bereg-demo-catalogue/4';

/**
 * D1 refuses statements over 100,000 bytes (SQLITE_TOOBIG). insertDocumentsSql budgets 90,000
 * string characters, but Cyrillic text takes two UTF-8 bytes per character, so the seed hands it
 * groups small enough in bytes that every statement it builds stays under the limit.
 */
const GROUP_BUDGET_BYTES = 80_000;

export { utf8Length };

function facetBytes(doc: IndexedDocument): number {
  let bytes = 0;
  for (const f of doc.facets) bytes += utf8Length(f.attr) + utf8Length(f.val) + 40;
  return bytes;
}

/** INSERT statements (documents, facets) for a whole catalogue or one chunk; rids are firstRid, firstRid + 1, ... */
export function seedStatements(catalogOrChunk: Catalog | readonly SeedDocument[], firstRid = 1): string[] {
  const documents = 'documents' in catalogOrChunk ? catalogOrChunk.documents : catalogOrChunk;
  const statements: string[] = [];
  let group: IndexedDocument[] = [];
  let groupRid = firstRid;
  let docBytes = 0;
  let facetTotal = 0;
  const flush = () => {
    if (group.length === 0) return;
    statements.push(...insertDocumentsSql(group, groupRid));
    groupRid += group.length;
    group = [];
    docBytes = 0;
    facetTotal = 0;
  };
  for (const { store, entity, doc } of documents) {
    const indexed = indexDocument(store, entity, doc);
    const bytes = utf8Length(indexed.doc) + 60;
    const facets = facetBytes(indexed);
    if (group.length > 0 && (docBytes + bytes > GROUP_BUDGET_BYTES || facetTotal + facets > GROUP_BUDGET_BYTES))
      flush();
    group.push(indexed);
    docBytes += bytes;
    facetTotal += facets;
  }
  flush();
  return statements;
}

export interface SeedInfo {
  seed: number;
  scale: number;
  /** Parent products per store view. */
  productCount: number;
}

/** Rows of table seed_info; written last, so their presence means the seed completed. */
export function seedInfoStatements(info: SeedInfo): string[] {
  const rows: [string, string][] = [
    ['seed', String(info.seed)],
    ['scale', String(info.scale)],
    ['product_count', String(info.productCount)],
    ['generated_with', SEED_GENERATOR_VERSION],
  ];
  return [
    `INSERT OR REPLACE INTO seed_info (key, value) VALUES ${rows.map(([k, v]) => `(${sqlString(k)},${sqlString(v)})`).join(',')};`,
  ];
}
