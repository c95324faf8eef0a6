// SQL that writes indexed documents into D1. Values are inlined as SQL literals (escaped) rather than
// bound, because D1 caps bound parameters at 100 per statement and the seed writes hundreds of
// thousands of facet rows; statements are kept under D1's 100 KB statement limit.
import type { IndexedDocument } from './indexing';

const MAX_STATEMENT_BYTES = 90_000;

/** UTF-8 length: D1's limit is in bytes, and Cyrillic text takes two bytes per character. */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) bytes += code >= 0x800 && (code < 0xd800 || code > 0xdfff) ? 2 : 1;
  }
  return bytes;
}

export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function sqlNumber(value: number | null): string {
  return value === null || !Number.isFinite(value) ? 'NULL' : String(value);
}

function chunkedInsert(head: string, tuples: string[]): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let size = head.length;
  for (const tuple of tuples) {
    const bytes = utf8Length(tuple) + 1;
    if (current.length > 0 && size + bytes > MAX_STATEMENT_BYTES) {
      statements.push(`${head}${current.join(',')};`);
      current = [];
      size = head.length;
    }
    current.push(tuple);
    size += bytes;
  }
  if (current.length > 0) statements.push(`${head}${current.join(',')};`);
  return statements;
}

/**
 * INSERT statements for documents and their facets. Row ids are assigned from `firstRid` upwards in
 * the given order, so the same documents always give the same statements (seed determinism).
 */
export function insertDocumentsSql(docs: readonly IndexedDocument[], firstRid = 1): string[] {
  const docTuples: string[] = [];
  const facetTuples: string[] = [];
  docs.forEach((d, i) => {
    const rid = firstRid + i;
    docTuples.push(`(${rid},${sqlString(d.store)},${sqlString(d.entity)},${d.id},${sqlString(d.doc)})`);
    for (const f of d.facets) facetTuples.push(`(${rid},${sqlString(f.attr)},${sqlString(f.val)},${sqlNumber(f.num)})`);
  });
  // A single document larger than the statement limit still gets its own statement.
  return [
    ...chunkedInsert('INSERT INTO documents (rid,store,entity,id,doc) VALUES ', docTuples),
    ...chunkedInsert('INSERT INTO facets (rid,attr,val,num) VALUES ', facetTuples),
  ];
}

/**
 * Statements that empty the catalogue index (used by `npm run seed -- --reset`). The live stock rows go too
 * (ADR 031): they are re-created from the new catalogue's stock when first read.
 */
export const CLEAR_CATALOG_SQL = [
  'DELETE FROM facets;',
  'DELETE FROM documents;',
  'DELETE FROM seed_info;',
  'DELETE FROM stock_items;',
];
