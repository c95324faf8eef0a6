// Catalogue search contract (vsf-api-contract §2): the SearchQuery object a client sends in
// `request_format=search-query` mode, the URL parameters of `/api/catalog/<index>/<type>/_search`, and
// the ES-shaped responses. Pure zod: imported by the worker (validation) and the browser (typed client).
//
// The SearchQuery schema parses the wire form (z.input: `SearchQuery`) into normalised filter
// conditions (z.output: `ParsedSearchQuery`), so every operator rule lives in exactly one place.
import { z } from 'zod';
import { CATALOG } from '#shared/config/constants.ts';
import { SOURCE_PATTERN_LIMITS } from '#shared/config/input-limits.ts';

// ---------------------------------------------------------------------------------------------------
// Field paths and filter values

/** A document field as a dot path (`color`, `category.name`, `configurable_children.sku`). */
export const FIELD_PATH_PATTERN = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;
export const fieldPathSchema = z
  .string()
  .regex(FIELD_PATH_PATTERN, 'must be a plain dot path of letters, digits and _ (e.g. "category.name")');

export type FilterScalar = string | number | boolean;
/** Value of a terms operator: a scalar, a list of scalars, or null (= "field exists" semantics). */
export type FilterTermsValue = FilterScalar | null | FilterScalar[];
export type RangeBound = number | string;

/** contract §2.3 operator table (QB:src/elasticsearch/body.ts). `like` is not a real operator: quirk 4. */
export const TERMS_OPERATORS = ['eq', 'in', 'like', 'neq', 'nin', 'or', 'nor'] as const;
export type TermsOperator = (typeof TERMS_OPERATORS)[number];
export const RANGE_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'from', 'to', 'moreq'] as const;
export type RangeOperator = (typeof RANGE_OPERATORS)[number];
export const OR_RANGE_OPERATORS = ['orGt', 'orGte', 'orLt', 'orLte', 'orFrom', 'orTo', 'orMoreq'] as const;
export type OrRangeOperator = (typeof OR_RANGE_OPERATORS)[number];

/** The wire form of `_appliedFilters[].value`. A non-object value means `{in: [value]}` (contract §2.3). */
export type FilterValueInput =
  | FilterTermsValue
  | { [K in TermsOperator]?: FilterTermsValue }
  | { [K in RangeOperator | OrRangeOperator]?: RangeBound };

/**
 * How a condition takes part in the query, as in the ES bool query QB builds: `must` = filter,
 * `must_not` = must_not, `should` / `should_not` = one clause of the single OR group (`or`, `nor`,
 * or-ranges). Decision (DESIGN §5, fix the behaviour): the OR group must match at least once even when
 * other filters exist; ES would silently make it optional (minimum_should_match 0 next to a filter).
 */
export type FilterOccurrence = 'must' | 'must_not' | 'should' | 'should_not';

export interface RangeBounds {
  gt?: RangeBound;
  gte?: RangeBound;
  lt?: RangeBound;
  lte?: RangeBound;
}

export type FilterCondition =
  | { kind: 'terms'; occurrence: FilterOccurrence; values: string[] }
  | { kind: 'exists'; occurrence: FilterOccurrence }
  | { kind: 'range'; occurrence: 'must' | 'should'; bounds: RangeBounds };

const TERMS_OCCURRENCE: Record<TermsOperator, FilterOccurrence> = {
  eq: 'must',
  in: 'must',
  like: 'must',
  neq: 'must_not',
  nin: 'must_not',
  or: 'should',
  nor: 'should_not',
};
/** contract §2.3 "null value" column: eq → exists, neq → must_not exists, or → should(not exists), nor → should(exists). */
const NULL_OCCURRENCE: Record<TermsOperator, FilterOccurrence> = {
  eq: 'must',
  in: 'must',
  like: 'must',
  neq: 'must_not',
  nin: 'must_not',
  or: 'should_not',
  nor: 'should',
};
/** from = gte, to = lte; `moreq` (passed to ES as-is by QB, quirk 4) is read as gte. */
const RANGE_KEY: Record<RangeOperator, keyof RangeBounds> = {
  gt: 'gt',
  gte: 'gte',
  lt: 'lt',
  lte: 'lte',
  from: 'gte',
  to: 'lte',
  moreq: 'gte',
};

const isScalar = (v: unknown): v is FilterScalar =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';

/** Facet values are strings: numbers stringified, booleans 'true'/'false' (worker/platform/storage/indexing.ts). */
export const facetString = (v: FilterScalar): string => String(v);

type Outcome = { ok: true; condition: FilterCondition } | { ok: false; message: string };

function termsCondition(operator: TermsOperator, value: unknown): Outcome {
  if (value === null) return { ok: true, condition: { kind: 'exists', occurrence: NULL_OCCURRENCE[operator] } };
  if ((operator === 'in' || operator === 'nin') && !Array.isArray(value)) {
    return { ok: false, message: `"${operator}" expects an array of values` };
  }
  const list: unknown[] = Array.isArray(value) ? value : [value];
  if (list.length > CATALOG.maxQuerySize) {
    return {
      ok: false,
      message: `"${operator}" has ${list.length} values; at most ${CATALOG.maxQuerySize} are allowed (spec §9 max filter query size)`,
    };
  }
  if (!list.every(isScalar)) return { ok: false, message: `"${operator}" values must be strings, numbers or booleans` };
  const values = [...new Set(list.map(facetString))];
  return { ok: true, condition: { kind: 'terms', occurrence: TERMS_OCCURRENCE[operator], values } };
}

function rangeCondition(entries: [string, unknown][], orPrefixed: boolean): Outcome {
  const bounds: RangeBounds = {};
  for (const [key, bound] of entries) {
    const plain = (orPrefixed ? key.charAt(2).toLowerCase() + key.slice(3) : key) as RangeOperator;
    if (!(typeof bound === 'number' && Number.isFinite(bound)) && !(typeof bound === 'string' && bound !== '')) {
      return { ok: false, message: `range bound "${key}" must be a number or a non-empty string` };
    }
    bounds[RANGE_KEY[plain]] = bound;
  }
  return { ok: true, condition: { kind: 'range', occurrence: orPrefixed ? 'should' : 'must', bounds } };
}

/** contract §2.3: the first key of an object value is the operator; ranges use all keys. */
export function toFilterCondition(value: unknown): Outcome {
  if (value === undefined) return { ok: false, message: 'a filter needs a value' };
  // contract §2.3: a non-object value is treated as {in:[value]} (an array as {in: value}, null as {eq: null}).
  if (value === null) return termsCondition('eq', null);
  if (isScalar(value) || Array.isArray(value)) return termsCondition('in', Array.isArray(value) ? value : [value]);
  if (typeof value !== 'object')
    return { ok: false, message: 'filter value must be a scalar, an array or an operator object' };
  const entries = Object.entries(value);
  const first = entries[0];
  if (!first) return { ok: false, message: 'filter value is an empty object; expected an operator such as {"eq": …}' };
  const keys = entries.map(([k]) => k);
  if (keys.every((k) => (RANGE_OPERATORS as readonly string[]).includes(k))) return rangeCondition(entries, false);
  if (keys.every((k) => (OR_RANGE_OPERATORS as readonly string[]).includes(k))) return rangeCondition(entries, true);
  const [operator, operand] = first;
  if (!(TERMS_OPERATORS as readonly string[]).includes(operator)) {
    return {
      ok: false,
      message: `unknown operator "${operator}"; supported: ${[...TERMS_OPERATORS, ...RANGE_OPERATORS, ...OR_RANGE_OPERATORS].join(', ')}`,
    };
  }
  if (entries.length > 1)
    return { ok: false, message: `operator "${operator}" cannot be combined with other keys (${keys.join(', ')})` };
  return termsCondition(operator as TermsOperator, operand);
}

export const filterValueSchema = z
  .custom<FilterValueInput>(() => true)
  .transform((value, ctx): FilterCondition => {
    const outcome = toFilterCondition(value);
    if (outcome.ok) return outcome.condition;
    ctx.issues.push({ code: 'custom', message: outcome.message, input: value });
    return z.NEVER;
  });

// ---------------------------------------------------------------------------------------------------
// SearchQuery (QB:src/types/SearchQuery.ts, serialised)

/** `catalog` scope: attr IN v OR (attr_options IN v AND type_id = configurable); anything else is `default`. */
export type FilterScope = 'default' | 'catalog';
const scopeSchema = z
  .string()
  .optional()
  .transform((scope): FilterScope => (scope === 'catalog' ? 'catalog' : 'default'));

export const appliedFilterSchema = z
  .looseObject({
    attribute: fieldPathSchema,
    value: filterValueSchema,
    scope: scopeSchema,
    options: z.unknown().optional(),
  })
  .transform((f): ParsedFilter => ({ attribute: f.attribute, scope: f.scope, condition: f.value }));
export type AppliedFilter = z.input<typeof appliedFilterSchema>;
/** One applied filter after validation: the operator resolved into a condition. */
export interface ParsedFilter {
  attribute: string;
  scope: FilterScope;
  condition: FilterCondition;
}

export const availableFilterSchema = z.looseObject({
  field: fieldPathSchema,
  scope: z.string().optional(),
  options: z.looseObject({ size: z.number().int().min(1).max(CATALOG.maxQuerySize).optional() }).optional(),
});
export type AvailableFilter = z.input<typeof availableFilterSchema>;

export const sortDirectionSchema = z.enum(['asc', 'desc'], { error: 'sort direction must be "asc" or "desc"' });
export type SortDirection = z.infer<typeof sortDirectionSchema>;
export const appliedSortSchema = z.looseObject({
  field: fieldPathSchema,
  // options undefined ⇒ 'asc' (VSF api-search-query adapter: applySort({field, options})).
  options: sortDirectionSchema.optional().transform((d): SortDirection => d ?? 'asc'),
});
export type AppliedSort = z.input<typeof appliedSortSchema>;
export interface SortSpec {
  field: string;
  direction: SortDirection;
}

/** An integer given as a JSON number or as a decimal string (query parameters are strings). */
export const integerInputSchema = z.union(
  [
    z.number().int('must be an integer'),
    z
      .string()
      .regex(/^-?\d{1,9}$/, 'must be an integer')
      .transform(Number),
  ],
  { error: 'must be an integer' },
);

export const searchQuerySchema = z.looseObject({
  _appliedFilters: z.array(appliedFilterSchema).max(64, 'at most 64 filters').default([]),
  _availableFilters: z.array(availableFilterSchema).max(64, 'at most 64 aggregations').default([]),
  _appliedSort: z
    .array(appliedSortSchema)
    .max(8, 'at most 8 sort fields')
    .default([])
    .transform((sorts): SortSpec[] => sorts.map((s) => ({ field: s.field, direction: s.options }))),
  /** Accepted but not used yet: full-text search is a separate issue (DESIGN §5, FTS5). */
  _searchText: z.string().optional(),
  from: integerInputSchema.optional(),
  size: integerInputSchema.optional(),
  groupId: z.unknown().optional(),
  groupToken: z.unknown().optional(),
});
/** What a client sends (POST body or GET `?request=`). */
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type ParsedSearchQuery = z.output<typeof searchQuerySchema>;

// ---------------------------------------------------------------------------------------------------
// URL query parameters of /api/catalog/<index>/<type>/_search (contract §2.1)

/**
 * `_source_include` / `_source_exclude`: comma list of dot paths with `*` wildcards, bounded in count and
 * length (ADR 016: VSF1 sends at most 39 patterns of at most 60 characters).
 */
export const sourcePatternListSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== ''),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(
            SOURCE_PATTERN_LIMITS.maxPatternLength,
            `a source path may have at most ${SOURCE_PATTERN_LIMITS.maxPatternLength} characters`,
          )
          .regex(/^[A-Za-z0-9_.*]+$/, 'source paths may only contain letters, digits, _, . and *'),
      )
      .max(SOURCE_PATTERN_LIMITS.maxPatterns, `at most ${SOURCE_PATTERN_LIMITS.maxPatterns} source paths`),
  );

/** `sort=field` or `sort=field:desc`, comma-separated. */
export const sortParamSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '')
      .map((p) => {
        const [field = '', direction = 'asc', ...rest] = p.split(':');
        return { field, direction: rest.length > 0 ? `${direction}:${rest.join(':')}` : direction };
      }),
  )
  .pipe(z.array(z.object({ field: fieldPathSchema, direction: sortDirectionSchema })).max(8, 'at most 8 sort fields'));

export const searchParamsSchema = z.looseObject({
  request: z.string().optional(),
  request_format: z.literal('search-query', { error: 'only request_format=search-query is supported' }).optional(),
  response_format: z.enum(['standard', 'compact'], { error: 'response_format must be "compact" or absent' }).optional(),
  from: integerInputSchema.optional(),
  size: integerInputSchema.optional(),
  sort: sortParamSchema.optional(),
  _source_include: sourcePatternListSchema.optional(),
  _source_exclude: sourcePatternListSchema.optional(),
  // ES ≥ 6 spellings (API:src/lib/elastic.js adjustBackendProxyUrl renames to these).
  _source_includes: sourcePatternListSchema.optional(),
  _source_excludes: sourcePatternListSchema.optional(),
});
/** URL parameters as a client writes them (all strings). */
export type SearchParams = z.input<typeof searchParamsSchema>;
export type ParsedSearchParams = z.output<typeof searchParamsSchema>;

// ---------------------------------------------------------------------------------------------------
// Responses (contract §2.5, §2.6)

export const sortValueSchema = z.union([z.number(), z.string(), z.null()]);

export const searchHitSchema = z.object({
  _index: z.string(),
  _type: z.string(),
  _id: z.string(),
  _score: z.number().nullable(),
  _source: z.record(z.string(), z.unknown()),
  sort: z.array(sortValueSchema).optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const termsBucketSchema = z.object({ key: z.union([z.string(), z.number()]), doc_count: z.number().int() });
export const termsAggregationSchema = z.object({
  doc_count_error_upper_bound: z.number().int(),
  sum_other_doc_count: z.number().int(),
  buckets: z.array(termsBucketSchema),
});
export type TermsAggregation = z.infer<typeof termsAggregationSchema>;

export const rangeBucketSchema = z.object({
  key: z.string(),
  from: z.number().optional(),
  to: z.number().optional(),
  doc_count: z.number().int(),
});
export const rangeAggregationSchema = z.object({ buckets: z.array(rangeBucketSchema) });
export type RangeAggregation = z.infer<typeof rangeAggregationSchema>;

export const valueAggregationSchema = z.object({ value: z.number().nullable() });
export type ValueAggregation = z.infer<typeof valueAggregationSchema>;

export const aggregationSchema = z.union([termsAggregationSchema, rangeAggregationSchema, valueAggregationSchema]);
export type Aggregation = z.infer<typeof aggregationSchema>;
export const aggregationsSchema = z.record(z.string(), aggregationSchema);
export type Aggregations = z.infer<typeof aggregationsSchema>;

// `gte`: a text search whose candidates were capped (at 1000): the value is a lower bound, as in ES 7.
export const hitsTotalSchema = z.object({ value: z.number().int(), relation: z.enum(['eq', 'gte']) });

export const searchResponseSchema = z.object({
  took: z.number(),
  timed_out: z.literal(false),
  _shards: z.object({ total: z.number(), successful: z.number(), skipped: z.number(), failed: z.number() }),
  // ES `hits.max_score`: the best `_score` of a text search, null for filter-only searches.
  hits: z.object({ total: hitsTotalSchema, max_score: z.number().nullable(), hits: z.array(searchHitSchema) }),
  aggregations: aggregationsSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** `response_format=compact`: hits are the `_source`s (product keys shortened) with `_score` merged. */
export const compactSearchResponseSchema = z.object({
  hits: z.array(z.looseObject({ _score: z.number().nullable() })),
  total: hitsTotalSchema,
  aggregations: aggregationsSchema,
});
export type CompactSearchResponse = z.infer<typeof compactSearchResponseSchema>;

/**
 * What the client reads of the ES answer (contract §2.5), checked against the contract's schemas. A remote
 * Elasticsearch leaves `aggregations` out when none were asked, so it is optional here.
 */
export const searchAnswerSchema = searchResponseSchema
  .pick({ hits: true })
  .extend({ aggregations: aggregationsSchema.optional() });
