// contract §2.6: decompact restores the standard documents, including the child fields the server
// deleted for being equal to the parent's (contract §7 #7).
import { describe, expect, it } from 'vitest';
import {
  COMPACT_FIELD_NAMES,
  COMPRESSED_CHILD_FIELDS,
  decompactHits,
  decompactProduct,
} from '#shared/contract/compact.ts';
import type { SearchResponse } from '#shared/contract/catalog-search.ts';
import { calculateProductTax } from '#shared/domain/tax/index.ts';
import { toCompactResponse } from '#worker/platform/catalog/compact.ts';

function pricedShoe(): Record<string, unknown> {
  const image = '/s/h/sh01-black.jpg';
  const child = (id: number, price: number, special: number | null, img: string) => ({
    id,
    sku: `SH01-${id}`,
    name: `Shoe-${id}`,
    status: 1,
    price,
    special_price: special,
    final_price: special ?? price,
    special_from_date: special ? '2020-01-01 00:00:00' : null,
    special_to_date: special ? '2099-01-01 00:00:00' : null,
    image: img,
    small_image: img,
    thumbnail: img,
    tax_class_id: '2',
    color: '49',
    size: '179',
  });
  const doc = {
    id: 5001,
    sku: 'SH01',
    name: 'Shoe',
    type_id: 'configurable',
    status: 1,
    url_key: 'shoe',
    description: '<p>x</p>',
    price: 5990,
    final_price: 5990,
    special_price: null,
    tax_class_id: '2',
    image,
    small_image: image,
    thumbnail: image,
    configurable_children: [child(5002, 5990, 4790, image), child(5003, 5990, null, '/s/h/sh01-red.jpg')],
  };
  return calculateProductTax(doc, {
    taxRules: [
      {
        id: 2,
        product_tax_class_ids: [2],
        customer_tax_class_ids: [3],
        rates: [{ tax_country_id: 'RU', tax_region_id: 0, rate: 22 }],
      },
    ],
    taxCountry: 'RU',
    sourcePriceInclTax: true,
    finalPriceInclTax: true,
    now: Date.UTC(2025, 5, 1),
  });
}

function response(sources: Record<string, unknown>[]): SearchResponse {
  return {
    took: 1,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: {
      total: { value: sources.length, relation: 'eq' },
      max_score: null,
      hits: sources.map((s, i) => ({ _index: 'i', _type: '_doc', _id: String(i), _score: 1.5, _source: s })),
    },
    aggregations: {},
  };
}

describe('decompact', () => {
  it('has the contract §2.6 field maps (26 short names, 18 compressed child fields)', () => {
    expect(Object.keys(COMPACT_FIELD_NAMES)).toHaveLength(26);
    expect(COMPACT_FIELD_NAMES).toMatchObject({
      name: 'nm',
      price: 'p',
      price_incl_tax: 'pit',
      image: 'i',
      url_key: 'u',
    });
    expect(COMPRESSED_CHILD_FIELDS).toHaveLength(18);
    expect(COMPRESSED_CHILD_FIELDS).toContain('special_price_incl_tax');
  });

  it('restores a priced configurable product exactly, children included', () => {
    const original = pricedShoe();
    const compact = toCompactResponse('product', response([structuredClone(original)]));
    const [child] = (compact.hits[0] as Record<string, unknown>).configurable_children as Record<string, unknown>[];
    // The server removed the child fields equal to the parent's (the first child is the cheapest: same prices, same image).
    expect(child).not.toHaveProperty('pit');
    expect(child).not.toHaveProperty('i');
    expect(decompactHits(compact, 'product')).toEqual([{ _source: original, _score: 1.5 }]);
  });

  it('restores the removed fields that VSF decompactItem (rename only) lost; different values were never removed', () => {
    const original = pricedShoe();
    const compact = toCompactResponse('product', response([structuredClone(original)]));
    const { _score: _, ...hit } = compact.hits[0] as Record<string, unknown>;
    const children = decompactProduct(hit).configurable_children as Record<string, unknown>[];
    expect(children[0]?.price_incl_tax).toBe(4790);
    expect(children[0]?.image).toBe('/s/h/sh01-black.jpg');
    expect(children[1]?.image).toBe('/s/h/sh01-red.jpg'); // a different value was never removed
    expect(children[1]?.price_incl_tax).toBe(5990);
  });

  it('leaves other entities as they are (no renaming)', () => {
    const compact = {
      hits: [{ id: 1, name: 'Обувь', p: 'kept', _score: null }],
      total: { value: 1, relation: 'eq' as const },
      aggregations: {},
    };
    expect(decompactHits(compact, 'category')).toEqual([
      { _source: { id: 1, name: 'Обувь', p: 'kept' }, _score: null },
    ]);
  });
});
