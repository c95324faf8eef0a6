// URL/body → SearchRequest: precedence and defaults (spec §5, §9) — pure, in node.
import { describe, expect, it } from 'vitest';
import { parseSearchRequest, parseSearchTarget, type SearchTarget } from '#worker/platform/catalog/request.ts';

const target = (entity: SearchTarget['entity']): SearchTarget => ({
  index: 'vue_storefront_catalog_ru',
  store: 'ru',
  entity,
});
const page = (entity: SearchTarget['entity'], params: Record<string, string> = {}, body?: string) => {
  const parsed = parseSearchRequest(target(entity), { request_format: 'search-query', ...params }, body);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value.page;
};

describe('parseSearchTarget', () => {
  it('maps index names to store views', () => {
    expect(parseSearchTarget('vue_storefront_catalog', 'product', '_search')).toEqual({
      ok: true,
      value: { index: 'vue_storefront_catalog', store: 'ru', entity: 'product' },
    });
    expect(parseSearchTarget('vue_storefront_catalog_en', 'cms_page', '_search')).toMatchObject({
      ok: true,
      value: { store: 'en' },
    });
    expect(parseSearchTarget('vue_storefront_catalog_de', 'product', '_search')).toMatchObject({ ok: false });
  });
});

describe('page window', () => {
  it('entity list sizes when the caller gives none (spec §9); products get the default page size (ADR 016)', () => {
    expect(page('product')).toEqual({ from: 0, size: 50 });
    expect(page('region')).toEqual({ from: 0, size: 1500 });
    expect(page('category')).toEqual({ from: 0, size: 4000 });
    expect(page('cms_block')).toEqual({ from: 0, size: 150 });
    expect(page('brand')).toEqual({ from: 0, size: 50 });
    expect(page('attribute')).toEqual({ from: 0, size: 150 });
  });
  it('size ≤ 0 falls back to 50, negative from to 0 (spec §5)', () => {
    expect(page('product', { size: '0', from: '-3' })).toEqual({ from: 0, size: 50 });
    expect(page('product', { size: '-1' })).toEqual({ from: 0, size: 50 });
  });
  it('URL parameters win over the body', () => {
    expect(page('product', { size: '7' }, '{"size":3,"from":2}')).toEqual({ from: 2, size: 7 });
  });
  it('rejects product pages above 500 and other pages above 4000 (ADR 016)', () => {
    expect(parseSearchRequest(target('product'), { size: '501' }, undefined)).toEqual({
      ok: false,
      message: 'size 501 is too large; at most 500 product documents per request',
    });
    expect(page('product', { size: '500' })).toEqual({ from: 0, size: 500 });
    expect(parseSearchRequest(target('category'), { size: '4001' }, undefined)).toEqual({
      ok: false,
      message: 'size 4001 is too large; at most 4000 category documents per request',
    });
    expect(page('category', { size: '4000' })).toEqual({ from: 0, size: 4000 });
  });
});

describe('sort and source', () => {
  it('body sort first, then the URL sort', () => {
    const parsed = parseSearchRequest(
      target('product'),
      { request_format: 'search-query', sort: 'id:desc', _source_exclude: 'sgn' },
      '{"_appliedSort":[{"field":"name"}]}',
    );
    expect(parsed.ok && parsed.value.sorts).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'id', direction: 'desc' },
    ]);
    expect(parsed.ok && parsed.value.source).toEqual({ include: [], exclude: ['sgn'] });
  });
});
