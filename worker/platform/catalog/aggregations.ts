// `_availableFilters` → ES-shaped aggregations (contract §2.4 applyAggregations, §2.5 shape), computed
// in ONE statement over the matching rids (a materialised CTE) so the filters run once.
//   field ≠ price → agg_terms_<f> and agg_terms_<f>_options (size: options.size, else spec §9: 50)
//   field = price → agg_terms_price, agg_range_price (PRICE_BUCKETS + an applied price range, as QB
//                   appends it), agg_min_price, agg_max_price.
// Decision (quirk 5, "fix the behaviour"): range/min/max aggregate final_price — the field the catalog
// price filter reads — so bucket counts equal what selecting that bucket returns.
import type {
  Aggregations,
  AvailableFilter,
  ParsedFilter,
  RangeAggregation,
  TermsAggregation,
} from '#shared/contract/catalog-search.ts';
import { CATALOG, PRICE_BUCKETS } from '#shared/config/constants.ts';
import {
  compileCandidates,
  PRICE_FILTER_FIELD,
  type CompiledStatement,
  type SearchScope,
  type TextRestriction,
} from './query-compiler';
import { DOC_VALUE_ATTRIBUTES, perDocumentTable } from '#worker/platform/storage/doc-values.ts';
import { SqlParams } from './sql-params';

interface TermsRequest {
  kind: 'terms';
  name: string;
  field: string;
  size: number;
}
interface RangeRequest {
  kind: 'range';
  name: string;
  field: string;
  ranges: Array<{ from?: number; to?: number }>;
}
interface MetricRequest {
  kind: 'min' | 'max';
  name: string;
  field: string;
}
export type AggregationRequest = TermsRequest | RangeRequest | MetricRequest;

/** Rows of the terms statement: one per returned bucket. */
export interface TermsRow {
  attr: string;
  bucket: string;
  num: number | null;
  n: number;
  total: number;
}

/** The single row of the price statement: min, max and one count column per range bucket (b0…bN). */
export interface PriceRow {
  min: number | null;
  max: number | null;
  [bucket: `b${number}`]: number | null;
}

/** QB appends the applied price range (`gte`/`lte`) as an extra bucket of agg_range_price (quirk 5). */
function appliedPriceRange(filters: readonly ParsedFilter[]): { from?: number; to?: number } | undefined {
  for (const f of filters) {
    if (f.attribute !== 'price' || f.condition.kind !== 'range') continue;
    const { gte, lte } = f.condition.bounds;
    const range: { from?: number; to?: number } = {};
    if (typeof gte === 'number') range.from = gte;
    if (typeof lte === 'number') range.to = lte;
    if (range.from !== undefined || range.to !== undefined) return range;
  }
  return undefined;
}

export function planAggregations(
  available: readonly AvailableFilter[],
  filters: readonly ParsedFilter[],
): AggregationRequest[] {
  const requests: AggregationRequest[] = [];
  for (const { field, options } of available) {
    const size = options?.size ?? CATALOG.filterAggregationSize;
    if (field !== 'price') {
      requests.push({ kind: 'terms', name: `agg_terms_${field}`, field, size });
      requests.push({ kind: 'terms', name: `agg_terms_${field}_options`, field: `${field}_options`, size });
      continue;
    }
    const applied = appliedPriceRange(filters);
    requests.push({ kind: 'terms', name: 'agg_terms_price', field: 'price', size });
    requests.push({
      kind: 'range',
      name: 'agg_range_price',
      field: PRICE_FILTER_FIELD,
      ranges: [...PRICE_BUCKETS, ...(applied ? [applied] : [])],
    });
    requests.push({ kind: 'min', name: 'agg_min_price', field: PRICE_FILTER_FIELD });
    requests.push({ kind: 'max', name: 'agg_max_price', field: PRICE_FILTER_FIELD });
  }
  // A field listed twice must not produce two parts with the same name.
  return requests.filter((r, i) => requests.findIndex((o) => o.name === r.name) === i);
}

/** The matching rids, computed once per statement (D1 caps compound SELECTs, so no UNION ALL of parts). */
function matchedCte(
  params: SqlParams,
  scope: SearchScope,
  filters: readonly ParsedFilter[],
  text: TextRestriction | undefined,
): string {
  return `matched(rid) AS MATERIALIZED (SELECT d.rid AS rid ${compileCandidates(params, scope, filters, text)})`;
}

/**
 * All terms aggregations in one grouped query: buckets ranked per field by doc_count (then value),
 * cut at each field's size; `total` (all documents with the field) gives ES's sum_other_doc_count.
 */
function compileTermsStatement(
  scope: SearchScope,
  filters: readonly ParsedFilter[],
  terms: readonly TermsRequest[],
  text: TextRestriction | undefined,
): CompiledStatement {
  const params = new SqlParams();
  const matched = matchedCte(params, scope, filters, text);
  const wanted = params.bind(JSON.stringify(terms.map((t) => [t.field, t.size])));
  // doc_values holds every row of its attributes, so it answers alone when it has all wanted fields.
  const table = terms.every((t) => DOC_VALUE_ATTRIBUTES.has(t.field)) ? 'doc_values' : 'facets';
  const sql =
    `WITH ${matched}, wanted(attr, size) AS (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(${wanted})) ` +
    `SELECT ranked.attr AS attr, bucket, num, n, total FROM (` +
    `SELECT f.attr AS attr, f.val AS bucket, max(f.num) AS num, count(*) AS n, sum(count(*)) OVER (PARTITION BY f.attr) AS total, ` +
    `row_number() OVER (PARTITION BY f.attr ORDER BY count(*) DESC, max(f.num), f.val) AS rank ` +
    // Driven by the matched documents: one probe per (document, field) into a document-clustered key,
    // instead of scanning every document's value of every field.
    `FROM matched CROSS JOIN ${table} f ON f.rid = matched.rid AND f.attr IN (SELECT attr FROM wanted) GROUP BY f.attr, f.val` +
    `) ranked JOIN wanted ON wanted.attr = ranked.attr WHERE ranked.rank <= wanted.size`;
  return { sql, params };
}

/** Range buckets (from inclusive, to exclusive; a document counts once per bucket) plus min and max. */
function compilePriceStatement(
  scope: SearchScope,
  filters: readonly ParsedFilter[],
  range: RangeRequest,
  text: TextRestriction | undefined,
): CompiledStatement {
  const params = new SqlParams();
  const matched = matchedCte(params, scope, filters, text);
  const buckets = range.ranges.map((r, i) => {
    const bounds = [
      ...(r.from !== undefined ? [`f.num >= ${params.bind(r.from)}`] : []),
      ...(r.to !== undefined ? [`f.num < ${params.bind(r.to)}`] : []),
    ];
    return `count(DISTINCT CASE WHEN ${bounds.length > 0 ? bounds.join(' AND ') : '1'} THEN f.rid END) AS b${i}`;
  });
  const sql =
    `WITH ${matched} SELECT min(f.num) AS min, max(f.num) AS max, ${buckets.join(', ')} ` +
    `FROM matched CROSS JOIN ${perDocumentTable(range.field)} f ON f.rid = matched.rid AND f.attr = ${params.bind(range.field)} WHERE f.num IS NOT NULL`;
  return { sql, params };
}

export interface AggregationStatements {
  terms?: CompiledStatement;
  price?: CompiledStatement;
}

export function compileAggregations(
  scope: SearchScope,
  filters: readonly ParsedFilter[],
  requests: readonly AggregationRequest[],
  text?: TextRestriction,
): AggregationStatements {
  const terms = requests.filter((r): r is TermsRequest => r.kind === 'terms');
  const range = requests.find((r): r is RangeRequest => r.kind === 'range');
  return {
    ...(terms.length > 0 ? { terms: compileTermsStatement(scope, filters, terms, text) } : {}),
    ...(range ? { price: compilePriceStatement(scope, filters, range, text) } : {}),
  };
}

/** ES range bucket keys: `0.0-5000.0`, `15000.0-*` (doubles printed with at least one decimal). */
export function rangeKey(range: { from?: number; to?: number }): string {
  const format = (n: number | undefined) => (n === undefined ? '*' : Number.isInteger(n) ? n.toFixed(1) : String(n));
  return `${format(range.from)}-${format(range.to)}`;
}

/** Numeric facet values come back as numbers (ES long/double keys), others as strings. */
const bucketKey = (row: TermsRow): string | number => (row.num !== null ? row.num : row.bucket);

export function formatAggregations(
  requests: readonly AggregationRequest[],
  termsRows: readonly TermsRow[],
  priceRow: PriceRow | undefined,
): Aggregations {
  const byField = new Map<string, TermsRow[]>();
  for (const row of termsRows) byField.set(row.attr, [...(byField.get(row.attr) ?? []), row]);
  const result: Aggregations = {};
  for (const request of requests) {
    switch (request.kind) {
      case 'terms': {
        const own = byField.get(request.field) ?? [];
        const buckets = own
          .map((row) => ({ key: bucketKey(row), doc_count: row.n }))
          .sort((a, b) => b.doc_count - a.doc_count || compareKeys(a.key, b.key));
        const counted = buckets.reduce((sum, b) => sum + b.doc_count, 0);
        const all = own[0]?.total ?? 0;
        const terms: TermsAggregation = {
          doc_count_error_upper_bound: 0,
          sum_other_doc_count: Math.max(0, all - counted),
          buckets,
        };
        result[request.name] = terms;
        break;
      }
      case 'range': {
        const range: RangeAggregation = {
          buckets: request.ranges.map((r, i) => ({ key: rangeKey(r), ...r, doc_count: priceRow?.[`b${i}`] ?? 0 })),
        };
        result[request.name] = range;
        break;
      }
      case 'min':
      case 'max':
        result[request.name] = { value: priceRow?.[request.kind] ?? null };
        break;
    }
  }
  return result;
}

function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
