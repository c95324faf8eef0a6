import { describe, expect, it } from 'vitest';
import type { ParsedFilter } from '#shared/contract/catalog-search.ts';
import { isLookupByKey, withVisibilityRule } from '#worker/platform/catalog/visibility-rule.ts';

const terms = (attribute: string, values: string[], occurrence: 'must' | 'must_not' = 'must'): ParsedFilter => ({
  attribute,
  scope: 'default',
  condition: { kind: 'terms', occurrence, values },
});
const page = (size: number) => ({ from: 0, size });
const attrs = (filters: ParsedFilter[]) =>
  filters.map(
    (f) => `${f.attribute}:${f.condition.kind === 'terms' ? f.condition.values.join(',') : f.condition.kind}`,
  );

describe('withVisibilityRule', () => {
  it('adds visibility 2,3,4 and status 0,1 to a product search', () => {
    expect(attrs(withVisibilityRule('product', [terms('category_ids', ['5'])], page(50)))).toEqual([
      'category_ids:5',
      'visibility:2,3,4',
      'status:0,1',
    ]);
  });
  it('adds only status 1 to a lookup by key', () => {
    expect(attrs(withVisibilityRule('product', [terms('sku', ['A'])], page(1)))).toEqual(['sku:A', 'status:1']);
  });
  it('never adds a second filter on an attribute the request filters', () => {
    expect(
      attrs(withVisibilityRule('product', [terms('visibility', ['1'], 'must_not'), terms('status', ['2'])], page(10))),
    ).toEqual(['visibility:1', 'status:2']);
  });
  it('leaves other entities alone', () => {
    expect(withVisibilityRule('category', [], page(10))).toEqual([]);
  });
});

describe('isLookupByKey', () => {
  it('needs size 1 and a must equality on one value of a key field', () => {
    expect(isLookupByKey([terms('url_key', ['x'])], page(1))).toBe(true);
    expect(isLookupByKey([terms('url_key', ['x'])], page(2))).toBe(false);
    expect(isLookupByKey([terms('sku', ['a', 'b'])], page(1))).toBe(false);
    expect(isLookupByKey([terms('sku', ['a'], 'must_not')], page(1))).toBe(false);
    expect(isLookupByKey([terms('name', ['a'])], page(1))).toBe(false);
  });
});
