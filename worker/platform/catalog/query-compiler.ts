// Compiles a parsed SearchQuery (shared/contract/catalog-search.ts) into SQL over the D1 catalogue
// index (migrations/0001, 0003): `documents` restricted to one store view and entity, and one
// `rid IN (…)` subquery per filter on `facets`, each answered by an index:
//   driving filter      → facets primary key (attr, val, rid), bounded to the scope's rid range;
//   store view / entity → documents_by_scope (store, entity, rid, id), never the wide document rows;
//   per-document checks and sort keys → doc_values (rid, attr, val) for the hot listing attributes
//                         (storage/doc-values.ts, ADR 008), else facets_by_doc (rid, attr, num).
// Every user value is a bound parameter (SqlParams); attribute names are bound too.
// Large product listings are answered by the in-memory listing index instead (listing-index/, ADR 009),
// which must give identical results: this module defines the semantics, that one mirrors them.
import type { EntityType } from '#shared/contract/entities.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type {
  FilterCondition,
  ParsedFilter,
  RangeBound,
  RangeBounds,
  SortSpec,
} from '#shared/contract/catalog-search.ts';
import { perDocumentTable } from '#worker/platform/storage/doc-values.ts';
import { SqlParams } from './sql-params';

/** QB `products.priceFilterKey`: catalog-scope price filters use final_price (contract §2.4, quirk 5). */
export const PRICE_FILTER_FIELD = 'final_price';

export interface SearchScope {
  store: StoreCode;
  entity: EntityType;
}

export interface PageWindow {
  from: number;
  size: number;
}

/**
 * Text search (`_searchText`) as the SQL path sees it: the matches as ONE bound JSON object
 * `{"<rid>": score, …}` (D1 allows 100 parameters, a match list can hold 1000 rids). Candidates are
 * restricted to its keys; `_score` reads the value.
 */
export interface TextRestriction {
  scoresJson: string;
}

/** The sort field of relevance order. */
export const SCORE_FIELD = '_score';

function textScore(params: SqlParams, text: TextRestriction): string {
  return `json_extract(${params.bind(text.scoresJson)}, '$."' || d.rid || '"')`;
}

const RANGE_SQL: Record<keyof RangeBounds, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** Numbers and numeric strings compare on facets.num; other strings (dates) on facets.val. */
export function numericBound(bound: RangeBound): number | null {
  if (typeof bound === 'number') return bound;
  return /^-?\d+(\.\d+)?$/.test(bound.trim()) ? Number(bound) : null;
}

/** Predicate on one facet row `f`; always starts with the attribute (the leading column of every index). */
function termsPredicate(params: SqlParams, attribute: string, values: readonly string[]): string {
  const attr = params.bind(attribute);
  const [single] = values;
  const match =
    values.length === 1 && single !== undefined ? `= ${params.bind(single)}` : `IN ${params.jsonList(values)}`;
  return `f.attr = ${attr} AND f.val ${match}`;
}

function rangePredicate(params: SqlParams, attribute: string, bounds: RangeBounds): string {
  const parts = [`f.attr = ${params.bind(attribute)}`];
  for (const [key, bound] of Object.entries(bounds) as [keyof RangeBounds, RangeBound][]) {
    const num = numericBound(bound);
    parts.push(
      num === null
        ? `f.val ${RANGE_SQL[key]} ${params.bind(String(bound))}`
        : `f.num ${RANGE_SQL[key]} ${params.bind(num)}`,
    );
  }
  return parts.join(' AND ');
}

/** The facet rows a condition is about (before its occurrence — must, must_not, should — is applied). */
function conditionPredicate(params: SqlParams, attribute: string, condition: FilterCondition): string {
  switch (condition.kind) {
    case 'terms':
      return termsPredicate(params, attribute, condition.values);
    case 'exists':
      return `f.attr = ${params.bind(attribute)}`;
    case 'range':
      return rangePredicate(params, attribute, condition.bounds);
  }
}

/** A predicate on facet rows `f` of one attribute (the attribute picks the table, see perDocumentTable). */
interface FacetMatch {
  attribute: string;
  predicate: string;
}

function facetMatch(params: SqlParams, attribute: string, condition: FilterCondition): FacetMatch {
  return { attribute, predicate: conditionPredicate(params, attribute, condition) };
}

/**
 * The predicates whose union a filter matches: one for default scope; for catalog scope (contract §2.4
 * catalogFilterBuilder) `attr` on the product OR `attr_options` on a configurable parent, and ranges on
 * `price` read `final_price`.
 */
function filterAlternatives(
  params: SqlParams,
  filter: ParsedFilter,
): { direct: FacetMatch; onConfigurable?: FacetMatch } {
  const { attribute, condition, scope } = filter;
  if (scope !== 'catalog') return { direct: facetMatch(params, attribute, condition) };
  if (condition.kind === 'range') {
    return { direct: facetMatch(params, attribute === 'price' ? PRICE_FILTER_FIELD : attribute, condition) };
  }
  return {
    direct: facetMatch(params, attribute, condition),
    onConfigurable: facetMatch(params, `${attribute}_options`, condition),
  };
}

/** Correlated check for one document: probes doc_values or facets_by_doc, never builds a set. */
function matchesDocument(params: SqlParams, filter: ParsedFilter): string {
  const exists = ({ attribute, predicate }: FacetMatch) =>
    `EXISTS (SELECT 1 FROM ${perDocumentTable(attribute)} f WHERE f.rid = d.rid AND ${predicate})`;
  const { direct, onConfigurable } = filterAlternatives(params, filter);
  if (onConfigurable === undefined) return exists(direct);
  const configurable = exists({ attribute: 'type_id', predicate: termsPredicate(params, 'type_id', ['configurable']) });
  return `(${exists(direct)} OR (${exists(onConfigurable)} AND ${configurable}))`;
}

/**
 * `f.rid BETWEEN <first> AND <last> rid of the scope`: facets have no store column, so without this a
 * driving filter would also collect the other store view's documents (half of them) only to drop
 * them one by one. A bound, not a filter: the scope check on documents_by_scope stays.
 */
function scopeRidRange(params: SqlParams, scope: SearchScope): string {
  const inScope = `FROM documents INDEXED BY documents_by_scope WHERE store = ${params.bind(scope.store)} AND entity = ${params.bind(scope.entity)}`;
  return `f.rid BETWEEN (SELECT min(rid) ${inScope}) AND (SELECT max(rid) ${inScope})`;
}

/** All rids of the scope a filter matches, for driving the query from its (small) set. */
function matchingRids(params: SqlParams, scope: SearchScope, filter: ParsedFilter): string {
  const { direct, onConfigurable } = filterAlternatives(params, filter);
  const range = scopeRidRange(params, scope);
  const rids = (predicate: string) => `SELECT f.rid AS rid FROM facets f WHERE ${predicate} AND ${range}`;
  if (onConfigurable === undefined) return `SELECT DISTINCT rid FROM (${rids(direct.predicate)})`;
  const configurable = rids(termsPredicate(params, 'type_id', ['configurable']));
  return `${rids(direct.predicate)} UNION SELECT rid FROM (${rids(onConfigurable.predicate)}) WHERE rid IN (${configurable})`;
}

/**
 * Attributes almost every document shares a value of: a poor place to start from. Listing queries
 * always carry visibility/status (spec §5), so the category (or any other) filter should drive instead.
 */
const UNSELECTIVE_ATTRIBUTES = new Set([
  'visibility',
  'status',
  'type_id',
  'stock.is_in_stock',
  'is_active',
  'include_in_menu',
]);

/** The filter whose rid set the query starts from: the first selective `must` terms filter, if any. */
function chooseDriver(filters: readonly ParsedFilter[]): ParsedFilter | undefined {
  return filters.find(
    (f) =>
      f.condition.occurrence === 'must' && f.condition.kind === 'terms' && !UNSELECTIVE_ATTRIBUTES.has(f.attribute),
  );
}

/**
 * `FROM … WHERE …` selecting the matching documents as `d`: store view, entity, every filter, the OR
 * group. Plan: start from the driver filter's rids (CROSS JOIN keeps that order in SQLite) or from the
 * (store, entity) index, then check each remaining filter per document with an EXISTS probe.
 */
export function compileCandidates(
  params: SqlParams,
  scope: SearchScope,
  filters: readonly ParsedFilter[],
  text?: TextRestriction,
): string {
  const driver = chooseDriver(filters);
  const documents = 'documents d INDEXED BY documents_by_scope';
  const from = driver
    ? `(${matchingRids(params, scope, driver)}) drv CROSS JOIN ${documents} ON d.rid = drv.rid`
    : documents;
  const clauses = [`d.store = ${params.bind(scope.store)}`, `d.entity = ${params.bind(scope.entity)}`];
  if (text) clauses.push(`d.rid IN (SELECT CAST(key AS INTEGER) FROM json_each(${params.bind(text.scoresJson)}))`);
  const orGroup: string[] = [];
  for (const filter of filters) {
    if (filter === driver) continue;
    const check = matchesDocument(params, filter);
    switch (filter.condition.occurrence) {
      case 'must':
        clauses.push(check);
        break;
      case 'must_not':
        clauses.push(`NOT ${check}`);
        break;
      case 'should':
        orGroup.push(check);
        break;
      case 'should_not':
        orGroup.push(`NOT ${check}`);
        break;
    }
  }
  if (orGroup.length > 0) clauses.push(`(${orGroup.join(' OR ')})`);
  return `FROM ${from} WHERE ${clauses.join(' AND ')}`;
}

/**
 * Sort key of one field: the facet value (numeric when num is set, numbers order before text in
 * SQLite); multi-valued fields sort by MIN ascending and by MAX descending, as ES does.
 */
function sortKey(params: SqlParams, spec: SortSpec, text: TextRestriction | undefined): string {
  if (spec.field === 'id') return 'd.id';
  if (spec.field === SCORE_FIELD && text) return textScore(params, text);
  const agg = spec.direction === 'asc' ? 'min' : 'max';
  const table = perDocumentTable(spec.field);
  return `(SELECT coalesce(${agg}(f.num), ${agg}(f.val)) FROM ${table} f WHERE f.rid = d.rid AND f.attr = ${params.bind(spec.field)})`;
}

/**
 * The sort keys that order the result. `_score` is constant for filter-only queries, so it does not
 * take part in ordering; with text search it is the relevance, and no sort at all means relevance
 * order (score desc; ties, like every order here, by id ascending).
 */
export function effectiveSorts(sorts: readonly SortSpec[], relevance = false): SortSpec[] {
  if (!relevance) return sorts.filter((s) => s.field !== SCORE_FIELD);
  return sorts.length > 0 ? [...sorts] : [{ field: SCORE_FIELD, direction: 'desc' }];
}

/** ORDER BY over columns s0…sN: missing values last (ES `missing: _last`), then id ascending for stable paging. */
function orderBy(sorts: readonly SortSpec[], column: (i: number) => string, idColumn: string): string {
  const keys = sorts.flatMap((s, i) => [`${column(i)} IS NULL`, `${column(i)} ${s.direction.toUpperCase()}`]);
  return [...keys, `${idColumn} ASC`].join(', ');
}

export interface CompiledStatement {
  sql: string;
  params: SqlParams;
}

/** Columns: total, and with text search max_score (ES `hits.max_score`). */
export function compileCount(
  scope: SearchScope,
  filters: readonly ParsedFilter[],
  text?: TextRestriction,
): CompiledStatement {
  const params = new SqlParams();
  const maxScore = text ? `, max(${textScore(params, text)}) AS max_score` : '';
  return { sql: `SELECT count(*) AS total${maxScore} ${compileCandidates(params, scope, filters, text)}`, params };
}

/**
 * The page: rids ordered and cut by the inner query (which never touches the JSON), then their
 * documents. Columns: id, doc, s0…sN (the sort values ES returns as `hits.hits[].sort`).
 */
export function compilePage(
  scope: SearchScope,
  filters: readonly ParsedFilter[],
  sorts: readonly SortSpec[],
  page: PageWindow,
  text?: TextRestriction,
): CompiledStatement {
  const params = new SqlParams();
  const candidates = compileCandidates(params, scope, filters, text);
  const keys = sorts.map((s, i) => `${sortKey(params, s, text)} AS s${i}`);
  const score = text ? [`${textScore(params, text)} AS score`] : [];
  const innerColumns = ['d.rid AS rid', 'd.id AS id', ...score, ...keys].join(', ');
  const outerColumns = [
    'p.id AS id',
    'docs.doc AS doc',
    ...(text ? ['p.score AS score'] : []),
    ...sorts.map((_, i) => `p.s${i} AS s${i}`),
  ].join(', ');
  const sql =
    `SELECT ${outerColumns} FROM (SELECT ${innerColumns} ${candidates} ` +
    `ORDER BY ${orderBy(sorts, (i) => `s${i}`, 'd.id')} LIMIT ${params.bind(page.size)} OFFSET ${params.bind(page.from)}) p ` +
    `JOIN documents docs ON docs.rid = p.rid ORDER BY ${orderBy(sorts, (i) => `p.s${i}`, 'p.id')}`;
  return { sql, params };
}
