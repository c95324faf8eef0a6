// Runs a SearchRequest. Product searches are answered by the in-memory listing index when it covers
// the request (listing-index/, ADR 009); everything else — and any request the index does not cover —
// by SQL on D1: count, page and aggregations go out in ONE batch (one round trip), each statement
// re-deriving the candidate set from the same compiled filters. Both paths give identical results
// (tests/worker/platform/catalog/listing-index-equivalence.integration.test.ts).
//
// Text search (`_searchText`, product only): findTextMatches (text-search/) gives the matching rids
// with their relevance scores, already thresholded; they restrict the candidate set, order it when no
// sort is given (score desc, then id) and fill `_score`. No match = no hits (aggregations over nothing).
import {
  compileAggregations,
  formatAggregations,
  planAggregations,
  type PriceRow,
  type TermsRow,
} from './aggregations';
import { searchWithListingIndex } from './listing-index';
import {
  compileCount,
  compilePage,
  effectiveSorts,
  type CompiledStatement,
  type TextRestriction,
} from './query-compiler';
import type { SearchRequest } from './request';
import type { SearchResult, StoredHit, TextCandidates } from './search-result';
import { D1_MAX_BOUND_PARAMETERS } from './sql-params';
import { findTextMatchesInAnyView } from './text-search';

export type { SearchResult, StoredHit, TextCandidates } from './search-result';

/** Which path answers: `auto` = the listing index when it covers the request, else SQL. */
export type SearchEngine = 'auto' | 'sql' | 'index';

/** Thrown when a request would need more bound parameters than D1 allows; the route answers 400. */
export class QueryTooComplexError extends Error {}

interface PageRow {
  id: number;
  doc: string;
  score?: number | null;
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

/** The text matches of `_searchText`, or null when the request has no text (or is not a product search). */
export async function findTextCandidates(db: D1Database, request: SearchRequest): Promise<TextCandidates | null> {
  const text = request.query._searchText?.trim() ?? '';
  if (text === '' || request.entity !== 'product') return null;
  // A query the view's own text does not answer is read in the other view's words too (text-search/other-views.ts).
  const { matches, capped } = await findTextMatchesInAnyView(db, request.store, text);
  return { scores: new Map(matches.map((m) => [m.rid, m.score])), capped };
}

function textRestriction(text: TextCandidates | null): TextRestriction | undefined {
  return text ? { scoresJson: JSON.stringify(Object.fromEntries(text.scores)) } : undefined;
}

export async function runSqlSearch(
  db: D1Database,
  request: SearchRequest,
  text: TextCandidates | null,
): Promise<SearchResult> {
  const scope = { store: request.store, entity: request.entity };
  const filters = request.query._appliedFilters;
  const restriction = textRestriction(text);
  const sorts = effectiveSorts(request.sorts, text !== null);
  const aggregationRequests = planAggregations(request.query._availableFilters, filters);
  const aggregationStatements = compileAggregations(scope, filters, aggregationRequests, restriction);

  const statements = [
    prepare(db, compileCount(scope, filters, restriction)),
    prepare(db, compilePage(scope, filters, sorts, request.page, restriction)),
    ...(aggregationStatements.terms ? [prepare(db, aggregationStatements.terms)] : []),
    ...(aggregationStatements.price ? [prepare(db, aggregationStatements.price)] : []),
  ];
  const [countResult, pageResult, ...aggregationResults] = await db.batch<Record<string, unknown>>(statements);
  const termsResult = aggregationStatements.terms ? aggregationResults.shift() : undefined;
  const priceResult = aggregationStatements.price ? aggregationResults.shift() : undefined;

  const countRow = countResult?.results[0];
  const total = Number(countRow?.total ?? 0);
  const rows = (pageResult?.results ?? []) as unknown as PageRow[];
  const hits = rows.map((row): StoredHit => {
    const hit: StoredHit = {
      id: row.id,
      source: JSON.parse(row.doc) as Record<string, unknown>,
      sort: request.sorts.length > 0 ? sorts.map((_, i) => row[`s${i}`] ?? null) : undefined,
    };
    if (text) hit.score = Number(row.score);
    return hit;
  });
  const termsRows = (termsResult?.results ?? []) as unknown as TermsRow[];
  const priceRow = priceResult?.results[0] as unknown as PriceRow | undefined;
  const aggregations = formatAggregations(aggregationRequests, termsRows, priceRow);
  const maxScore = text ? ((countRow?.max_score as number | null | undefined) ?? null) : undefined;
  return { total, hits, aggregations, ...(maxScore !== undefined ? { maxScore } : {}) };
}

export async function runSearch(
  db: D1Database,
  request: SearchRequest,
  engine: SearchEngine = 'auto',
): Promise<SearchResult> {
  const text = await findTextCandidates(db, request);
  const relation = text?.capped ? { totalRelation: 'gte' as const } : {};
  if (engine !== 'sql') {
    const fromIndex = await searchWithListingIndex(db, request, text);
    if (fromIndex) return { ...fromIndex, ...relation };
    if (engine === 'index') throw new Error('the listing index does not cover this request');
  }
  return { ...(await runSqlSearch(db, request, text)), ...relation };
}
