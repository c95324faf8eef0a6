// Offline search (client/features/search/offline-search.ts; supplement §4 "Offline, search answers from what
// the device has cached"): which cached documents count as products, and the matching with the platform's
// analyzer — morphology, ё = е, wrong keyboard layout, transliteration, SKU, minimum should match 75 %.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogKeys } from '#shared/api/query-keys.ts';
import type { TileProduct } from '#client/components/product-tile.tsx';
import {
  cachedProducts,
  matchProducts,
  MAX_OFFLINE_RESULTS,
  searchCachedProducts,
} from '#client/features/search/offline-search.ts';
import { tile } from '#tests/client/catalog-stub.ts';

const RU = [
  tile(1, 'Кроссовки женские беговые «Гроза»', 'SNK00016'),
  tile(2, 'Платье летнее льняное'),
  tile(3, 'Ёлочная игрушка'),
  tile(4, 'Кроссовок детский', 'SNK00017'),
];
const ids = (products: readonly TileProduct[]) => products.map((product) => product.id);

describe('matchProducts', () => {
  it('finds every form of a word (Snowball + the fleeting vowel): кроссовки, кроссовок, кроссовками', () => {
    expect(ids(matchProducts(RU, 'кроссовки', 'ru')).sort()).toEqual([1, 4]);
    expect(ids(matchProducts(RU, 'кроссовками', 'ru')).sort()).toEqual([1, 4]);
  });

  it('reads a term typed on the wrong layout and a transliteration', () => {
    expect(ids(matchProducts(RU, 'rhjccjdrb', 'ru')).sort()).toEqual([1, 4]);
    expect(ids(matchProducts(RU, 'krossovki', 'ru')).sort()).toEqual([1, 4]);
  });

  it('folds ё to е and case', () => {
    expect(ids(matchProducts(RU, 'ЕЛОЧНАЯ', 'ru'))).toEqual([3]);
  });

  it('finds an exact SKU first', () => {
    expect(ids(matchProducts(RU, 'snk00017', 'ru'))[0]).toBe(4);
  });

  it('asks 75 % of the terms and ranks the better cover first', () => {
    // Two terms: one is enough (floor of 75 % of 2), the product with both first.
    expect(ids(matchProducts(RU, 'кроссовки женские', 'ru'))).toEqual([1, 4]);
    // Four terms: three needed.
    expect(ids(matchProducts(RU, 'кроссовки женские беговые детские', 'ru'))).toEqual([1]);
    expect(ids(matchProducts(RU, 'кроссовки беговые детские', 'ru'))).toEqual([1, 4]);
  });

  it('finds nothing for a blank or unknown term', () => {
    expect(matchProducts(RU, '   ', 'ru')).toEqual([]);
    expect(matchProducts(RU, 'пальто', 'ru')).toEqual([]);
  });

  it('reads Cyrillic typed on the wrong layout in the English view', () => {
    const en = [tile(1, "Women's running sneakers"), tile(2, 'Linen summer dress')];
    expect(ids(matchProducts(en, 'sneakers', 'en'))).toEqual([1]);
    expect(ids(matchProducts(en, 'ытуфлукы', 'en'))).toEqual([1]);
  });

  it('lists at most MAX_OFFLINE_RESULTS', () => {
    const many = Array.from({ length: MAX_OFFLINE_RESULTS + 5 }, (_, i) => tile(i + 1, 'Кроссовки'));
    expect(matchProducts(many, 'кроссовки', 'ru')).toHaveLength(MAX_OFFLINE_RESULTS);
  });
});

describe('cachedProducts', () => {
  it('collects products from listings, infinite queries and documents of the store view, once each', () => {
    const client = new QueryClient();
    client.setQueryData(catalogKeys.homeList('ru', 'new'), { items: [RU[0], RU[1]], total: 2 });
    client.setQueryData([...catalogKeys.searches('ru', 'product'), 'infinite'], {
      pages: [{ items: [RU[1], RU[2]] }],
      pageParams: [0],
    });
    client.setQueryData(catalogKeys.productBySku('ru', 'SKU4'), { ...RU[3], description: 'full document' });
    // Not products: a category, the menu; another view's products.
    client.setQueryData(catalogKeys.category('ru', { field: 'slug', value: 'obuv' }), {
      id: 9,
      name: 'Обувь',
      slug: 'obuv',
    });
    client.setQueryData(catalogKeys.menu('ru'), { items: [{ id: 10, name: 'Женщинам', slug: 'w' }] });
    client.setQueryData(catalogKeys.homeList('en', 'new'), { items: [tile(99, 'Sneakers')], total: 1 });
    expect(ids(cachedProducts(client, 'ru')).sort()).toEqual([1, 2, 3, 4]);
    expect(ids(cachedProducts(client, 'en'))).toEqual([99]);
  });

  it('searchCachedProducts matches what the cache holds', () => {
    const client = new QueryClient();
    client.setQueryData(catalogKeys.homeList('ru', 'bestsellers'), { items: RU, total: RU.length });
    expect(ids(searchCachedProducts(client, 'ru', 'платье'))).toEqual([2]);
    expect(searchCachedProducts(new QueryClient(), 'ru', 'платье')).toEqual([]);
  });
});
