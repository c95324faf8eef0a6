// SearchQuery validation and normalisation (contract §2.3) — pure, in node.
import { describe, expect, it } from 'vitest';
import {
  searchParamsSchema,
  searchQuerySchema,
  toFilterCondition,
  type SearchQuery,
} from '#shared/contract/catalog-search.ts';
import { describeZodError } from '#shared/contract/envelope.ts';

const condition = (value: unknown) => {
  const outcome = toFilterCondition(value);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.condition;
};
const failure = (value: unknown) => {
  const outcome = toFilterCondition(value);
  return outcome.ok ? undefined : outcome.message;
};

describe('toFilterCondition', () => {
  it('a non-object value is {in:[value]}; arrays are in lists; null is eq null', () => {
    expect(condition(49)).toEqual({ kind: 'terms', occurrence: 'must', values: ['49'] });
    expect(condition([1, '2', true])).toEqual({ kind: 'terms', occurrence: 'must', values: ['1', '2', 'true'] });
    expect(condition(null)).toEqual({ kind: 'exists', occurrence: 'must' });
  });
  it('maps every terms operator to its occurrence, and null to exists', () => {
    expect(condition({ eq: 'a' })).toEqual({ kind: 'terms', occurrence: 'must', values: ['a'] });
    expect(condition({ in: [1, 1, 2] })).toEqual({ kind: 'terms', occurrence: 'must', values: ['1', '2'] });
    expect(condition({ like: 'about' })).toEqual({ kind: 'terms', occurrence: 'must', values: ['about'] });
    expect(condition({ neq: 3 })).toEqual({ kind: 'terms', occurrence: 'must_not', values: ['3'] });
    expect(condition({ nin: [3] })).toEqual({ kind: 'terms', occurrence: 'must_not', values: ['3'] });
    expect(condition({ or: [3] })).toEqual({ kind: 'terms', occurrence: 'should', values: ['3'] });
    expect(condition({ nor: [3] })).toEqual({ kind: 'terms', occurrence: 'should_not', values: ['3'] });
    expect(condition({ neq: null })).toEqual({ kind: 'exists', occurrence: 'must_not' });
    expect(condition({ or: null })).toEqual({ kind: 'exists', occurrence: 'should_not' });
    expect(condition({ nor: null })).toEqual({ kind: 'exists', occurrence: 'should' });
  });
  it('ranges: from = gte, to = lte, moreq = gte; or-ranges are should', () => {
    expect(condition({ from: 1, to: 5 })).toEqual({ kind: 'range', occurrence: 'must', bounds: { gte: 1, lte: 5 } });
    expect(condition({ gt: '2024-01-01', moreq: 2 })).toEqual({
      kind: 'range',
      occurrence: 'must',
      bounds: { gt: '2024-01-01', gte: 2 },
    });
    expect(condition({ orLt: 10, orGte: 20 })).toEqual({
      kind: 'range',
      occurrence: 'should',
      bounds: { lt: 10, gte: 20 },
    });
  });
  it('rejects malformed values with a message', () => {
    expect(failure({ like2: 1 })).toMatch(/^unknown operator "like2"/);
    expect(failure({ in: 'x' })).toBe('"in" expects an array of values');
    expect(failure({})).toMatch(/empty object/);
    expect(failure({ eq: [{}] })).toBe('"eq" values must be strings, numbers or booleans');
    expect(failure({ gte: null })).toMatch(/range bound "gte"/);
    expect(failure({ gte: 1, orLt: 2 })).toMatch(/unknown operator "gte"/);
    expect(failure({ in: Array.from({ length: 1000 }, (_, i) => i) })).toMatch(/1000 values; at most 999/);
    expect(failure(undefined)).toBe('a filter needs a value');
  });
});

describe('searchQuerySchema', () => {
  it('parses the serialised SearchQuery of contract §2.3', () => {
    const query: SearchQuery = {
      _availableFilters: [{ field: 'color', scope: 'catalog', options: {} }],
      _appliedFilters: [
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'color', value: { in: ['49'] }, scope: 'catalog' },
        { attribute: 'price', value: { gte: 50, lte: 100 }, scope: 'catalog' },
      ],
      _appliedSort: [{ field: 'final_price', options: 'desc' }, { field: 'id' }],
      _searchText: '',
    };
    const parsed = searchQuerySchema.parse(query);
    expect(parsed._appliedFilters).toEqual([
      {
        attribute: 'visibility',
        scope: 'default',
        condition: { kind: 'terms', occurrence: 'must', values: ['2', '3', '4'] },
      },
      { attribute: 'color', scope: 'catalog', condition: { kind: 'terms', occurrence: 'must', values: ['49'] } },
      {
        attribute: 'price',
        scope: 'catalog',
        condition: { kind: 'range', occurrence: 'must', bounds: { gte: 50, lte: 100 } },
      },
    ]);
    expect(parsed._appliedSort).toEqual([
      { field: 'final_price', direction: 'desc' },
      { field: 'id', direction: 'asc' },
    ]);
  });
  it('defaults to match all', () => {
    expect(searchQuerySchema.parse({})).toMatchObject({ _appliedFilters: [], _availableFilters: [], _appliedSort: [] });
  });
  it('reports the path of the offending filter', () => {
    const result = searchQuerySchema.safeParse({
      _appliedFilters: [
        { attribute: 'a', value: 1 },
        { attribute: 'x y', value: 1 },
      ],
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(describeZodError(result.error)).toMatch(/^_appliedFilters\.1\.attribute: must be a plain dot path/);
  });
});

describe('searchParamsSchema', () => {
  it('parses sort, source lists and integers', () => {
    const parsed = searchParamsSchema.parse({
      sort: 'updated_at:desc, final_price',
      _source_include: 'id,configurable_children.sku,*.sgn',
      size: '50',
      from: '-1',
      request_format: 'search-query',
      storeCode: 'ru',
    });
    expect(parsed.sort).toEqual([
      { field: 'updated_at', direction: 'desc' },
      { field: 'final_price', direction: 'asc' },
    ]);
    expect(parsed._source_include).toEqual(['id', 'configurable_children.sku', '*.sgn']);
    expect(parsed.size).toBe(50);
    expect(parsed.from).toBe(-1);
  });
  it('rejects bad values', () => {
    expect(searchParamsSchema.safeParse({ sort: 'a:b:c' }).success).toBe(false);
    expect(searchParamsSchema.safeParse({ size: '1e3' }).success).toBe(false);
    expect(searchParamsSchema.safeParse({ _source_exclude: 'a,b$' }).success).toBe(false);
  });
});
