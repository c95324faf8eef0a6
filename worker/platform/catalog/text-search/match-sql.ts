// One statement per query reading (ADR 006 "Query" and its addendum "Long queries"). Every term
// alternative is its own FTS5 query, so the statement knows which query term each hit belongs to (for
// minimum should match) and can weight typo matches down. FTS5's bm25 is a sum over the query's
// phrases, so summing the per-term bm25 values gives the bm25 of the whole OR query, with typo
// alternatives scaled by their weight.
//
//   relevance(doc) = Σ over matched query terms of max over its alternatives ( -bm25_alt(doc) × weight )
//   coverage(doc)  = Σ over matched query terms of the best alternative's weight   (≤ number of terms)
//
// The alternatives travel as ONE bound JSON array and the FTS table is joined to its rows
// (`json_each(?) CROSS JOIN fts WHERE fts MATCH alternative`): FTS5 runs one query per row, exactly
// what one UNION ALL arm per alternative did, but the statement no longer grows with the query. (A
// UNION ALL arm per alternative broke every query of more than 5 alternatives: workerd's D1 allows 5
// terms in a compound SELECT, SQLITE_LIMIT_COMPOUND_SELECT, and 100 bound parameters.)
import { SqlParams } from '#worker/platform/catalog/sql-params.ts';
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

/** One row of the bound alternatives: query term index, weight, FTS5 match expression. */
export interface AlternativeRow {
  t: number;
  w: number;
  m: string;
}

/** An FTS5 string: double quotes make any content a plain term (operators, *, NEAR, parentheses). */
export function ftsString(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/** FTS5 terms OR-ed, each quoted. */
function matchExpression(terms: readonly string[]): string {
  return terms.map(ftsString).join(' OR ');
}

/** Every alternative of every term of the plan, in plan order. */
export function alternativeRows(plan: VariantPlan): AlternativeRow[] {
  return plan.terms.flatMap((term, index) =>
    term.alternatives.map((a) => ({ t: index, w: a.weight, m: matchExpression(a.terms) })),
  );
}

/** Per query term, one expression matching any of its alternatives: does a document hold the term at all. */
export function termExpressions(plan: VariantPlan): string[] {
  return plan.terms.map((term) => matchExpression(term.alternatives.flatMap((a) => a.terms)));
}

/** `hits(rid, term, weight, relevance)`: one row per (document, alternative), bm25 × weight. */
function hitsSelect(table: string, alternatives: string, onlyCandidates: boolean): string {
  // CROSS JOIN keeps json_each as the outer loop: the MATCH needs its row. `+rowid`: the candidate
  // test must stay a filter on the rows FTS5 returns, never a rowid lookup handed to FTS5 (each lookup
  // would be a new FTS5 query, and bm25 recounts its phrases' documents per query).
  return (
    `SELECT ${table}.rowid AS rid, q.value ->> '$.t' AS term, q.value ->> '$.w' AS weight, ` +
    `-${bm25Call(table)} * (q.value ->> '$.w') AS relevance ` +
    `FROM json_each(${alternatives}) AS q CROSS JOIN ${table} WHERE ${table} MATCH q.value ->> '$.m'` +
    (onlyCandidates ? ` AND +${table}.rowid IN candidates` : '')
  );
}

// MATERIALIZED hits: bm25() only works inside the FTS5 query itself; SQLite would otherwise flatten
// `hits` into the GROUP BY ("unable to use function bm25 in the requested context").
const PER_TERM =
  'per_term AS (SELECT rid, term, max(weight) AS weight, max(relevance) AS relevance FROM hits GROUP BY rid, term)';
const PER_DOCUMENT = 'SELECT rid, sum(relevance) AS relevance, sum(weight) AS coverage FROM per_term GROUP BY rid';

export function compileVariant(table: string, plan: VariantPlan, limit: number): TextStatement {
  const params = new SqlParams();
  const only = plan.terms.length === 1 ? plan.terms[0] : undefined;
  if (only && only.alternatives.length === 1) {
    // The most common query, one known word: nothing to group, FTS5 ranks directly.
    const match = params.bind(matchExpression(only.alternatives.flatMap((a) => a.terms)));
    const sql =
      `SELECT rowid AS rid, -${bm25Call(table)} AS relevance, 1 AS coverage FROM ${table} WHERE ${table} MATCH ${match} ` +
      `ORDER BY relevance DESC, rid LIMIT ${params.bind(limit)}`;
    return { sql, params };
  }
  const alternatives = params.bind(JSON.stringify(alternativeRows(plan)));
  if (plan.minimum >= plan.required) {
    // Up to 4 terms: bm25 for every hit, minimum should match on the grouped rows (the former statement).
    const sql =
      `WITH hits AS MATERIALIZED (${hitsSelect(table, alternatives, false)}), ${PER_TERM} ` +
      `${PER_DOCUMENT} HAVING count(*) >= ${params.bind(plan.required)} ORDER BY relevance DESC, rid LIMIT ${params.bind(limit)}`;
    return { sql, params };
  }
  // A long query (query-plan.ts relaxedMinimum), in two steps. 1: which documents hold how many terms,
  // from rowids alone (one FTS5 query per term, no bm25: ~1 µs per hit); the threshold is the strict 75 %
  // when any document meets it, else the most terms any document holds, but at least plan.minimum.
  // 2: bm25 only for the documents over the threshold. Its long-query hits are mostly common words
  // (e.g. «стиль», in nearly every description), and bm25 costs ~2 µs per hit, so scoring only the
  // candidates took the 12-term case from ~150 ms to ~30 ms at 10x (ADR 006 addendum). Same rows as
  // scoring every hit and filtering afterwards: a document's bm25 does not depend on the others.
  const terms = params.bind(JSON.stringify(termExpressions(plan)));
  const sql =
    `WITH term_hits AS MATERIALIZED (SELECT ${table}.rowid AS rid FROM json_each(${terms}) AS q CROSS JOIN ${table} WHERE ${table} MATCH q.value), ` +
    'matched AS MATERIALIZED (SELECT rid, count(*) AS n FROM term_hits GROUP BY rid), ' +
    `candidates AS MATERIALIZED (SELECT rid FROM matched WHERE n >= ` +
    `min(${params.bind(plan.required)}, max(${params.bind(plan.minimum)}, (SELECT max(n) FROM matched)))), ` +
    `hits AS MATERIALIZED (${hitsSelect(table, alternatives, true)}), ${PER_TERM} ` +
    `${PER_DOCUMENT} ORDER BY relevance DESC, rid LIMIT ${params.bind(limit)}`;
  return { sql, params };
}

/** Exact SKU lookup (parent or child), case-insensitive through the folded key. */
export function compileSkuLookup(store: string, keys: readonly string[]): TextStatement {
  const params = new SqlParams();
  const sql = `SELECT DISTINCT rid FROM product_skus WHERE store = ${params.bind(store)} AND sku IN ${params.jsonList(keys)} ORDER BY rid`;
  return { sql, params };
}
