// One statement per query reading. Every term alternative is its own FTS5 sub-select, so the statement
// knows which query term each hit belongs to (for minimum should match) and can weight typo matches
// down. FTS5's bm25 is a sum over the query's phrases, so summing the per-term bm25 values gives the
// bm25 of the whole OR query, with typo alternatives scaled by their weight.
//
//   relevance(doc) = Σ over matched query terms of max over its alternatives ( -bm25_alt(doc) × weight )
//   coverage(doc)  = Σ over matched query terms of the best alternative's weight   (≤ number of terms)
import { SqlParams } from '../sql-params';
import type { VariantPlan } from './query-plan';
import { bm25Call } from './schema';

export interface TextStatement {
  sql: string;
  params: SqlParams;
}

export interface VariantRow {
  rid: number;
  relevance: number;
  coverage: number;
}

/** An FTS5 string: double quotes make any content a plain term (operators, *, NEAR, parentheses). */
export function ftsString(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

export function compileVariant(table: string, plan: VariantPlan, limit: number): TextStatement {
  const params = new SqlParams();
  const only = plan.terms.length === 1 ? plan.terms[0] : undefined;
  if (only && only.alternatives.length === 1) {
    // The most common query, one known word: nothing to group, FTS5 ranks directly.
    const match = params.bind(only.alternatives.flatMap((a) => a.terms).map(ftsString).join(' OR '));
    const sql =
      `SELECT rowid AS rid, -${bm25Call(table)} AS relevance, 1 AS coverage FROM ${table} WHERE ${table} MATCH ${match} ` +
      `ORDER BY relevance DESC, rid LIMIT ${params.bind(limit)}`;
    return { sql, params };
  }
  const selects: string[] = [];
  plan.terms.forEach((term, index) => {
    for (const alternative of term.alternatives) {
      const match = params.bind(alternative.terms.map(ftsString).join(' OR '));
      // index and weight are numbers computed here, never user text.
      selects.push(
        `SELECT rowid AS rid, ${index} AS term, ${alternative.weight} AS weight, -${bm25Call(table)} * ${alternative.weight} AS relevance ` +
          `FROM ${table} WHERE ${table} MATCH ${match}`,
      );
    }
  });
  // MATERIALIZED: bm25() only works inside the FTS5 query itself; with a single sub-select SQLite would
  // otherwise flatten `hits` into the GROUP BY ("unable to use function bm25 in the requested context").
  const sql =
    `WITH hits AS MATERIALIZED (${selects.join(' UNION ALL ')}), ` +
    'per_term AS (SELECT rid, term, max(weight) AS weight, max(relevance) AS relevance FROM hits GROUP BY rid, term) ' +
    'SELECT rid, sum(relevance) AS relevance, sum(weight) AS coverage FROM per_term GROUP BY rid ' +
    `HAVING count(*) >= ${params.bind(plan.required)} ORDER BY relevance DESC, rid LIMIT ${params.bind(limit)}`;
  return { sql, params };
}

/** Exact SKU lookup (parent or child), case-insensitive through the folded key. */
export function compileSkuLookup(store: string, keys: readonly string[]): TextStatement {
  const params = new SqlParams();
  const sql = `SELECT DISTINCT rid FROM product_skus WHERE store = ${params.bind(store)} AND sku IN ${params.jsonList(keys)} ORDER BY rid`;
  return { sql, params };
}
