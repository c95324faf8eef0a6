// How an entry’s tags become index rows (ADR 059): short lists as they are, long ones by kind wildcard; the budget.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAG_ROWS, MAX_TAGS_PER_ENTRY } from '#shared/config/input-limits.ts';
import { indexedTags, tagRowBudget, wildcardOf } from '#worker/edge-cache/tag-rows.ts';

const products = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `P${i + from}`);
const categories = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `C${i + from}`);

describe('indexedTags', () => {
  it('keeps a list that fits as it is, without duplicates', () => {
    expect(indexedTags(['C4', 'P1', 'P2', 'P1'])).toEqual(['C4', 'P1', 'P2']);
    expect(indexedTags(products(MAX_TAGS_PER_ENTRY))).toHaveLength(MAX_TAGS_PER_ENTRY);
  });

  it('collapses the largest kind to its wildcard when the list is too long', () => {
    expect(indexedTags([...categories(3), ...products(300)])).toEqual(['C1', 'C2', 'C3', 'P*']);
  });

  it('collapses both kinds when collapsing one is not enough', () => {
    expect(indexedTags([...categories(150), ...products(200)])).toEqual(['P*', 'C*']);
  });

  it('names a tag’s wildcard by its kind letter', () => {
    expect(wildcardOf('P123')).toBe('P*');
    expect(wildcardOf('C4')).toBe('C*');
  });
});

describe('tagRowBudget', () => {
  it('reads EDGE_CACHE_TAG_ROWS as a whole number of at least 1,000, else the default', () => {
    expect(tagRowBudget(undefined)).toBe(DEFAULT_TAG_ROWS);
    expect(DEFAULT_TAG_ROWS).toBe(20_000);
    expect(tagRowBudget('5000')).toBe(5000);
    expect(tagRowBudget('1000')).toBe(1000);
    expect(tagRowBudget('999')).toBe(DEFAULT_TAG_ROWS);
    expect(tagRowBudget('1e4')).toBe(10_000);
    expect(tagRowBudget('12.5')).toBe(DEFAULT_TAG_ROWS);
    expect(tagRowBudget('lots')).toBe(DEFAULT_TAG_ROWS);
    expect(tagRowBudget('')).toBe(DEFAULT_TAG_ROWS);
  });
});
