// ES-style _source filtering (contract §2.1) — pure, in node.
import { describe, expect, it } from 'vitest';
import { createSourceFilter } from '../../../../worker/platform/catalog/source-filter';

const doc = {
  id: 1,
  sku: 'S',
  sgn: 'x',
  category: [{ category_id: 2, name: 'Shoes', path: 'a/b' }, { category_id: 3, name: 'Gear', path: 'c' }],
  stock: { qty: 3, is_in_stock: true },
  configurable_children: [{ sku: 'S-1', price: 5, sgn: 'c1' }, { sku: 'S-2', price: 6, sgn: 'c2' }],
  tags: ['a', 'b'],
  empty: {},
};
const filter = (include: string[], exclude: string[] = []) => createSourceFilter({ include, exclude })(doc);

describe('source filter', () => {
  it('is the identity without patterns', () => {
    expect(filter([])).toBe(doc);
  });
  it('includes top-level fields, whole objects and scalar arrays', () => {
    expect(filter(['id', 'stock', 'tags'])).toEqual({ id: 1, stock: { qty: 3, is_in_stock: true }, tags: ['a', 'b'] });
  });
  it('includes dot paths into arrays of objects, per element', () => {
    expect(filter(['category.name', 'configurable_children.sku'])).toEqual({
      category: [{ name: 'Shoes' }, { name: 'Gear' }],
      configurable_children: [{ sku: 'S-1' }, { sku: 'S-2' }],
    });
  });
  it('supports wildcards in includes', () => {
    expect(filter(['stock.*'])).toEqual({ stock: { qty: 3, is_in_stock: true } });
    expect(filter(['s*'])).toEqual({ sku: 'S', sgn: 'x', stock: { qty: 3, is_in_stock: true } });
    expect(filter(['*.price'])).toEqual({ configurable_children: [{ price: 5 }, { price: 6 }] });
  });
  it('excludes with wildcards at any depth; *.sgn leaves the top-level sgn', () => {
    const out = filter([], ['*.sgn', 'category', 'stock.qty', 'empty']);
    expect(out).toEqual({
      id: 1,
      sku: 'S',
      sgn: 'x',
      stock: { is_in_stock: true },
      configurable_children: [{ sku: 'S-1', price: 5 }, { sku: 'S-2', price: 6 }],
      tags: ['a', 'b'],
    });
  });
  it('exclude wins over include', () => {
    expect(filter(['configurable_children', 'id'], ['configurable_children.price', 'id'])).toEqual({
      configurable_children: [{ sku: 'S-1', sgn: 'c1' }, { sku: 'S-2', sgn: 'c2' }],
    });
  });
  it('treats regex characters in patterns literally', () => {
    expect(createSourceFilter({ include: ['a.b'], exclude: [] })({ aXb: 1, a: { b: 2 } })).toEqual({ a: { b: 2 } });
  });
});
