// Turns `/api/catalog/<index>/<type>/_search` (path, URL parameters, body) into a validated
// SearchRequest, or a message for a 400. All validation goes through the zod schemas of
// shared/contract/catalog-search.ts; this module only decides precedence and defaults.
import {
  searchParamsSchema,
  searchQuerySchema,
  type ParsedSearchQuery,
  type SortSpec,
} from '#shared/contract/catalog-search.ts';
import { describeZodError } from '#shared/contract/envelope.ts';
import { entityTypeSchema, ENTITY_TYPES, type EntityType } from '#shared/contract/entities.ts';
import {
  storeCodeForIndex,
  STORE_CODES,
  STORE_VIEWS,
  DEFAULT_INDEX,
  DEFAULT_STORE_CODE,
  type StoreCode,
} from '#shared/config/store-views.ts';
import { CATALOG, ENTITY_DEFAULT_SIZE, ENTITY_FALLBACK_SIZE } from '#shared/config/constants.ts';
import { MAX_PRODUCT_PAGE_SIZE } from '#shared/config/input-limits.ts';
import type { PageWindow } from './query-compiler';
import type { SourceFilter } from './source-filter';
import { withVisibilityRule } from './visibility-rule';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

export interface SearchTarget {
  /** The index name as requested; hits report `<index>_<entity>` as `_index`. */
  index: string;
  store: StoreCode;
  entity: EntityType;
}

export interface SearchRequest extends SearchTarget {
  query: ParsedSearchQuery;
  page: PageWindow;
  sorts: SortSpec[];
  source: SourceFilter;
  responseFormat: 'standard' | 'compact';
}

/** The largest list any caller legitimately asks for: the category load size (spec §9: 4000). */
export const MAX_PAGE_SIZE = Math.max(
  CATALOG.categoryLoadSize,
  ENTITY_FALLBACK_SIZE,
  ...Object.values(ENTITY_DEFAULT_SIZE),
);

/**
 * Spec §7: sliders and banners are asked for on their own index, `bannerslider_index` (a Magento banner
 * slider module's index); it holds those two entity types of the default store view.
 */
export const BANNER_SLIDER_INDEX = 'bannerslider_index';
const BANNER_SLIDER_ENTITIES: readonly string[] = ['slider', 'banner'];

const KNOWN_INDEXES = [DEFAULT_INDEX, ...STORE_CODES.map((code) => STORE_VIEWS[code].index), BANNER_SLIDER_INDEX];

export function parseSearchTarget(index: string, type: string, action: string): Parsed<SearchTarget> {
  if (index === BANNER_SLIDER_INDEX && !BANNER_SLIDER_ENTITIES.includes(type)) {
    return fail(`The index ${BANNER_SLIDER_INDEX} holds only slider and banner entities, not "${type}"`);
  }
  const store = index === BANNER_SLIDER_INDEX ? DEFAULT_STORE_CODE : storeCodeForIndex(index);
  if (!store) {
    return fail(
      `Invalid / inaccessible index name "${index}"; use /api/catalog/<index>/<entityType>/_search with index one of ${KNOWN_INDEXES.join(', ')}`,
    );
  }
  const entity = entityTypeSchema.safeParse(type);
  if (!entity.success) return fail(`Unknown entity type "${type}"; expected one of ${ENTITY_TYPES.join(', ')}`);
  if (action !== '_search') return fail(`Unsupported action "${action}"; the last path segment must be _search`);
  return { ok: true, value: { index, store, entity: entity.data } };
}

/** GET `?request=` is decoded twice by the original API (quirk 2): accept single and double encoding. */
function parseRequestJson(raw: string, fromBody: boolean): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    if (!fromBody) {
      try {
        return { ok: true, value: JSON.parse(decodeURIComponent(raw)) };
      } catch {
        // fall through to the message about the value as given
      }
    }
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    return fail(`Malformed JSON in the ${fromBody ? 'request body' : '"request" parameter'}: ${reason}`);
  }
}

function parseSearchQuery(raw: string | undefined, fromBody: boolean): Parsed<ParsedSearchQuery> {
  // No request at all = match all (contract §2.3: an empty SearchQuery builds `{}`).
  let value: unknown = {};
  if (raw !== undefined && raw.trim() !== '') {
    const json = parseRequestJson(raw, fromBody);
    if (!json.ok) return json;
    value = json.value;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('The search request must be a JSON object (a SearchQuery, contract §2.3)');
  }
  const parsed = searchQuerySchema.safeParse(value);
  if (!parsed.success) return fail(`Invalid search request: ${describeZodError(parsed.error)}`);
  return { ok: true, value: parsed.data };
}

/** The largest page of one entity type (ADR 016): products are heavy documents, lists are light. */
export function maxPageSizeOf(entity: EntityType): number {
  return entity === 'product' ? MAX_PRODUCT_PAGE_SIZE : MAX_PAGE_SIZE;
}

/** The page size when none is asked: spec §9 default page size for products, the entity's list size otherwise. */
function defaultSizeOf(entity: EntityType): number {
  return entity === 'product' ? CATALOG.defaultPageSize : (ENTITY_DEFAULT_SIZE[entity] ?? ENTITY_FALLBACK_SIZE);
}

/** spec §5: size ≤ 0 falls back to 50, a negative start to 0; no size = the entity's list size (spec §9). */
function pageWindow(entity: EntityType, from: number | undefined, size: number | undefined): Parsed<PageWindow> {
  const max = maxPageSizeOf(entity);
  if (size !== undefined && size > max) {
    return fail(`size ${size} is too large; at most ${max} ${entity} documents per request`);
  }
  const effectiveSize = size === undefined ? defaultSizeOf(entity) : size <= 0 ? CATALOG.defaultPageSize : size;
  const effectiveFrom = from === undefined || from < 0 ? CATALOG.defaultStart : from;
  return { ok: true, value: { from: effectiveFrom, size: effectiveSize } };
}

export function parseSearchRequest(
  target: SearchTarget,
  urlParams: Record<string, string>,
  body: string | undefined,
): Parsed<SearchRequest> {
  const params = searchParamsSchema.safeParse(urlParams);
  if (!params.success) return fail(describeZodError(params.error));
  const p = params.data;

  const bodyGiven = body !== undefined && body.trim() !== '';
  const raw = bodyGiven ? body : p.request;
  if (raw !== undefined && raw.trim() !== '' && p.request_format !== 'search-query') {
    return fail(
      'Elasticsearch query DSL requests are not supported; send a SearchQuery object (contract §2.3) with request_format=search-query',
    );
  }
  if (urlParams.q !== undefined)
    return fail('URI search (q=…) is not supported; use a SearchQuery with request_format=search-query');

  const query = parseSearchQuery(raw, bodyGiven);
  if (!query.ok) return query;

  // URL parameters win over the same keys in the body.
  const page = pageWindow(target.entity, p.from ?? query.value.from, p.size ?? query.value.size);
  if (!page.ok) return page;

  return {
    ok: true,
    value: {
      ...target,
      // Spec §5 visibility/status rule (visibility-rule.ts): added here, so count, page and
      // aggregations all see the same filters.
      query: {
        ...query.value,
        _appliedFilters: withVisibilityRule(target.entity, query.value._appliedFilters, page.value),
      },
      page: page.value,
      // Body sort first, then the URL `sort` (ES appends URI sorts to the body's).
      sorts: [...query.value._appliedSort, ...(p.sort ?? [])],
      source: {
        include: [...(p._source_include ?? []), ...(p._source_includes ?? [])],
        exclude: [...(p._source_exclude ?? []), ...(p._source_excludes ?? [])],
      },
      responseFormat: p.response_format ?? 'standard',
    },
  };
}
