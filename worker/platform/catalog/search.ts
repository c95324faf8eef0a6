// Runs a SearchRequest against D1: count, page and aggregations go out in ONE batch (one round trip),
// each statement re-deriving the candidate set from the same compiled filters.
import type { Aggregations } from '../../../shared/contract/catalog-search';
import { compileAggregations, formatAggregations, planAggregations, type PriceRow, type TermsRow } from './aggregations';
import { compileCount, compilePage, effectiveSorts, type CompiledStatement } from './query-compiler';
import type { SearchRequest } from './request';
import { D1_MAX_BOUND_PARAMETERS } from './sql-params';

export interface StoredHit {
  id: number;
  source: Record<string, unknown>;
  /** Values of the requested sort fields, in order (ES `hits.hits[].sort`). */
  sort: Array<number | string | null> | undefined;
}

export interface SearchResult {
  total: number;
  hits: StoredHit[];
  aggregations: Aggregations;
}

/** Thrown when a request would need more bound parameters than D1 allows; the route answers 400. */
export class QueryTooComplexError extends Error {}

interface PageRow {
  id: number;
  doc: string;
  [sortColumn: `s${number}`]: number | string | null;
}

function prepare(db: D1Database, statement: CompiledStatement): D1PreparedStatement {
  if (statement.params.values.length > D1_MAX_BOUND_PARAMETERS) {
    throw new QueryTooComplexError(
      `The search request needs ${statement.params.values.length} query parameters (at most ${D1_MAX_BOUND_PARAMETERS}); use fewer filters`,
    );
  }
  return db.prepare(statement.sql).bind(...statement.params.values);
}

export async function runSearch(db: D1Database, request: SearchRequest): Promise<SearchResult> {
  const scope = { store: request.store, entity: request.entity };
  const filters = request.query._appliedFilters;
  const sorts = effectiveSorts(request.sorts);
  const aggregationRequests = planAggregations(request.query._availableFilters, filters);
  const aggregationStatements = compileAggregations(scope, filters, aggregationRequests);

  const statements = [
    prepare(db, compileCount(scope, filters)),
    prepare(db, compilePage(scope, filters, sorts, request.page)),
    ...(aggregationStatements.terms ? [prepare(db, aggregationStatements.terms)] : []),
    ...(aggregationStatements.price ? [prepare(db, aggregationStatements.price)] : []),
  ];
  const [countResult, pageResult, ...aggregationResults] = await db.batch<Record<string, unknown>>(statements);
  const termsResult = aggregationStatements.terms ? aggregationResults.shift() : undefined;
  const priceResult = aggregationStatements.price ? aggregationResults.shift() : undefined;

  const total = Number(countResult?.results[0]?.total ?? 0);
  const rows = (pageResult?.results ?? []) as unknown as PageRow[];
  const hits = rows.map((row) => ({
    id: row.id,
    source: JSON.parse(row.doc) as Record<string, unknown>,
    sort: request.sorts.length > 0 ? sorts.map((_, i) => row[`s${i}`] ?? null) : undefined,
  }));
  const termsRows = (termsResult?.results ?? []) as unknown as TermsRow[];
  const priceRow = priceResult?.results[0] as unknown as PriceRow | undefined;
  const aggregations = formatAggregations(aggregationRequests, termsRows, priceRow);
  return { total, hits, aggregations };
}
