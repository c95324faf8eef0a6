import { describe, expect, it } from 'vitest';
import { categoryLookup, shownSubcategories } from '#shared/domain/categories.ts';

// Spec §2: a category is found by its path (leading slash removed) or by the url-key, slug or id
// params; an id below the root category id finds nothing. The demo root category id is 2.
describe('categoryLookup', () => {
  const ROOT = 2;

  it('matches the path, without the leading and trailing slashes, against url_path', () => {
    expect(categoryLookup({ path: '/zhenshchinam/obuv/' }, ROOT)).toEqual({
      field: 'url_path',
      value: 'zhenshchinam/obuv',
    });
    expect(categoryLookup({ path: '/' }, ROOT)).toBeNull();
  });

  it('takes the allowed params in the order url-key, slug, id', () => {
    expect(categoryLookup({ params: { 'url-key': 'krossovki-5', slug: 'other' } }, ROOT)).toEqual({
      field: 'url_key',
      value: 'krossovki-5',
    });
    expect(categoryLookup({ params: { slug: 'krossovki-5' } }, ROOT)).toEqual({ field: 'slug', value: 'krossovki-5' });
    expect(categoryLookup({ params: { id: '5' } }, ROOT)).toEqual({ field: 'id', value: 5 });
  });

  it('accepts an id only at or above the root category id', () => {
    expect(categoryLookup({ params: { id: '2' } }, ROOT)).toEqual({ field: 'id', value: 2 });
    expect(categoryLookup({ params: { id: '1' } }, ROOT)).toBeNull();
    expect(categoryLookup({ params: { id: '0' } }, ROOT)).toBeNull();
    expect(categoryLookup({ params: { id: '5abc' } }, ROOT)).toBeNull();
  });

  it('ignores params the spec does not allow', () => {
    expect(categoryLookup({ params: { name: 'Кроссовки', parentSku: 'X' } }, ROOT)).toBeNull();
  });
});

describe('shownSubcategories (issue 10: leaf categories reachable by links)', () => {
  const child = (id: number, position: number, extra: Record<string, unknown> = {}) => ({
    id,
    name: `C${id}`,
    slug: `c-${id}`,
    url_path: `c-${id}`,
    is_active: true,
    product_count: 3,
    position,
    ...extra,
  });

  it('lists the active children with products, by position', () => {
    const category = {
      children_data: [child(5, 2), child(6, 1), child(7, 3, { is_active: false }), child(8, 0, { product_count: 0 })],
    };
    expect(shownSubcategories(category).map((c) => c.id)).toEqual([6, 5]);
  });

  it('is empty for a leaf', () => {
    expect(shownSubcategories({ children_data: [] })).toEqual([]);
    expect(shownSubcategories({})).toEqual([]);
  });
});
