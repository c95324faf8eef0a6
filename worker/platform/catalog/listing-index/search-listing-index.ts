// Answers a product search from the in-memory listing index (ADR 009) when the index holds every
// attribute the request filters, sorts and aggregates on; returns null otherwise (search.ts then runs
// the SQL path). The index decides total, page order, sort values and aggregations; D1 is asked only
// for the page's documents that are not in the document cache (document-cache.ts), in one batch together
// with the catalogue version. If the version moved, the index is rebuilt and the request evaluated
// again: a result never comes from a stale index nor a stale cached document.
import type { SortSpec } from '#shared/contract/catalog-search.ts';
import {
  formatAggregations,
  planAggregations,
  type AggregationRequest,
} from '#worker/platform/catalog/aggregations.ts';
import { effectiveSorts, SCORE_FIELD } from '#worker/platform/catalog/query-compiler.ts';
import type { SearchRequest } from '#worker/platform/catalog/request.ts';
import {
  copyDocument,
  lookupDocuments,
  noteCatalogVersion,
  storeDocuments,
  type StoredDocument,
} from '#worker/platform/catalog/document-cache.ts';
import type { SearchResult, StoredHit, TextCandidates } from '#worker/platform/catalog/search-result.ts';
import { aggregateRows, aggregationAttributes } from './aggregate-rows';
import type { ListingIndex } from './build-index';
import { CATALOG_VERSION_SQL, readCatalogVersion, sameVersion } from './catalog-version';
import { applyFilters, filterAttributes } from './evaluate-filters';
import { cachedListingIndex, listingIndexFor, rebuildListingIndex } from './index-cache';
import { INDEXED_ATTRIBUTES, INDEXED_ENTITY } from './indexed-attributes';
import { sortRows, type RowScores } from './sort-rows';

/** Sort fields that are not facet attributes. */
const BUILT_IN_SORT_FIELDS = new Set(['id', SCORE_FIELD]);
const LOADED = new Set(INDEXED_ATTRIBUTES);

interface Plan {
  sorts: SortSpec[];
  aggregations: AggregationRequest[];
  attributes: string[];
}

function planOf(request: SearchRequest, text: TextCandidates | null): Plan {
  const filters = request.query._appliedFilters;
  const sorts = effectiveSorts(request.sorts, text !== null);
  const aggregations = planAggregations(request.query._availableFilters, filters);
  const attributes = [
    ...filters.flatMap(filterAttributes),
    ...sorts.filter((s) => !BUILT_IN_SORT_FIELDS.has(s.field)).map((s) => s.field),
    ...aggregationAttributes(aggregations),
  ];
  return { sorts, aggregations, attributes };
}

const covers = (index: ListingIndex, attributes: readonly string[]) =>
  attributes.every((a) => index.column(a) !== undefined);

interface Evaluation {
  total: number;
  page: Array<{ row: number; sort: Array<number | string | null> }>;
  scores: RowScores | undefined;
  maxScore: number | null;
  aggregations: SearchResult['aggregations'];
}

function evaluate(index: ListingIndex, request: SearchRequest, plan: Plan, text: TextCandidates | null): Evaluation {
  const candidates = new Uint8Array(index.rowCount);
  let scores: RowScores | undefined;
  if (text) {
    scores = new Float64Array(index.rowCount).fill(Number.NaN);
    for (const [rid, score] of text.scores) {
      const row = index.rowOfRid.get(rid);
      if (row === undefined) continue;
      scores[row] = score;
      candidates[row] = 1;
    }
  } else {
    candidates.fill(1);
  }
  const matchedFlags = applyFilters(index, request.query._appliedFilters, candidates);
  const matched: number[] = [];
  let maxScore: number | null = null;
  matchedFlags.forEach((flag, row) => {
    if (flag !== 1) return;
    matched.push(row);
    const score = scores?.[row];
    if (score !== undefined && (maxScore === null || score > maxScore)) maxScore = score;
  });
  const matchedRows = Int32Array.from(matched);
  const sorted = sortRows(index, matchedRows, plan.sorts, scores);
  const { from, size } = request.page;
  const page = Array.from(sorted.rows.subarray(from, from + size), (row, i) => ({
    row,
    sort: sorted.values.map((column) => column[from + i] ?? null),
  }));
  const rows = aggregateRows(index, matchedRows, plan.aggregations);
  return {
    total: matched.length,
    page,
    scores,
    maxScore,
    aggregations: formatAggregations(plan.aggregations, rows.terms, rows.price),
  };
}

const PAGE_DOCUMENTS_SQL = 'SELECT rid, doc FROM documents WHERE rid IN (SELECT value FROM json_each(?1))';

/** At most this many evaluations per request: a catalogue rewritten twice meanwhile goes to SQL. */
const MAX_ATTEMPTS = 2;

export async function searchWithListingIndex(
  db: D1Database,
  request: SearchRequest,
  text: TextCandidates | null,
): Promise<SearchResult | null> {
  if (request.entity !== INDEXED_ENTITY) return null;
  const plan = planOf(request, text);
  // Attributes outside the loaded set are covered only when absent from the catalogue, which only a
  // built index knows: do not build one just to find out.
  const pending = plan.attributes.every((a) => LOADED.has(a))
    ? listingIndexFor(db, request.store)
    : cachedListingIndex(db, request.store);
  if (!pending) return null;
  let index = await pending;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (!covers(index, plan.attributes)) return null;
    const evaluation = evaluate(index, request, plan, text);
    const pageRids = evaluation.page.map((p) => index.rids[p.row]!);
    // Only the page's documents not cached at this version are read, in the same batch as the version
    // check (all cached: the batch is just the check).
    const { found, missing } = lookupDocuments(index.version, request.store, pageRids);
    const statements = [db.prepare(CATALOG_VERSION_SQL)];
    if (missing.length > 0) statements.push(db.prepare(PAGE_DOCUMENTS_SQL).bind(JSON.stringify(missing)));
    const [versionResult, docsResult] = await db.batch<Record<string, unknown>>(statements);
    const current = readCatalogVersion(versionResult);
    // A moved version drops the cached documents of the older one.
    noteCatalogVersion(current);
    const fetched = new Map<number, StoredDocument>();
    for (const row of (docsResult?.results ?? []) as Array<{ rid: number; doc: string }>) {
      fetched.set(row.rid, JSON.parse(row.doc) as StoredDocument);
    }
    // Read in the batch that reported `current`: valid at exactly that version.
    storeDocuments(current, request.store, fetched);
    if (!sameVersion(current, index.version)) {
      index = await rebuildListingIndex(db, index, current);
      continue;
    }
    const hits = evaluation.page.map(({ row, sort }, i): StoredHit => {
      const rid = pageRids[i]!;
      const doc = found.get(rid) ?? fetched.get(rid);
      if (doc === undefined) throw new Error(`document rid ${rid} vanished at an unchanged catalogue version`);
      const hit: StoredHit = {
        id: index.ids[row]!,
        // The processor prices hits in place: the cached document stays pristine.
        source: copyDocument(doc),
        sort: request.sorts.length > 0 ? sort : undefined,
      };
      if (evaluation.scores) hit.score = evaluation.scores[row]!;
      return hit;
    });
    const maxScore = evaluation.scores ? { maxScore: evaluation.maxScore } : {};
    return { total: evaluation.total, hits, aggregations: evaluation.aggregations, ...maxScore };
  }
  return null;
}
