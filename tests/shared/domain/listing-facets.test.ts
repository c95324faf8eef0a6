// The filters panel from aggregations (shared/domain/listing-facets.ts; contract §2.8, supplement §3 price buckets,
// spec §4 paging rule).
import { describe, expect, it } from 'vitest';
import type { Aggregations } from '#shared/contract/catalog-search.ts';
import {
  chosenFacetCodes,
  chosenFilters,
  facetAggregations,
  hasMoreProducts,
  listingFacets,
  optionCounts,
  optionFacet,
  priceBucketLabel,
  priceFacet,
  type FilterAttribute,
} from '#shared/domain/listing-facets.ts';
import { parseListingQuery } from '#shared/domain/listing-query.ts';
import { priceText } from '#tests/support/price-text.ts';

const terms = (...buckets: Array<[string | number, number]>) => ({
  doc_count_error_upper_bound: 0,
  sum_other_doc_count: 0,
  buckets: buckets.map(([key, doc_count]) => ({ key, doc_count })),
});

const COLOR: FilterAttribute = {
  attribute_code: 'color',
  default_frontend_label: 'Цвет',
  options: [
    { value: '49', label: 'Чёрный' },
    { value: '50', label: 'Белый' },
    { value: '51', label: 'Бежевый' },
    { value: '52', label: '' },
  ],
};
const SIZE: FilterAttribute = {
  attribute_code: 'size',
  default_frontend_label: 'Размер',
  options: [
    { value: '167', label: '35' },
    { value: '168', label: '36' },
    { value: '200', label: 'XS' },
  ],
};

const PRICE_RANGES: Aggregations = {
  agg_range_price: {
    buckets: [
      { key: '*-5000.0', from: 0, to: 5000, doc_count: 12 },
      { key: '5000.0-10000.0', from: 5000, to: 10000, doc_count: 7 },
      { key: '10000.0-15000.0', from: 10000, to: 15000, doc_count: 0 },
      { key: '15000.0-*', from: 15000, doc_count: 3 },
    ],
  },
};

describe('optionCounts', () => {
  it('adds agg_terms_{code} (simple products) and agg_terms_{code}_options (configurables) per option id', () => {
    const counts = optionCounts(
      { agg_terms_color: terms([49, 2], ['50', 1]), agg_terms_color_options: terms(['49', 10], [51, 4]) },
      'color',
    );
    expect(Object.fromEntries(counts)).toEqual({ '49': 12, '50': 1, '51': 4 });
  });
});

describe('optionFacet', () => {
  it('labels options from the attribute, keeps its order, drops unlabelled and empty ones', () => {
    const facet = optionFacet(
      'color',
      COLOR,
      { agg_terms_color_options: terms(['51', 4], ['49', 10], ['52', 9], ['999', 3]) },
      [],
    );
    expect(facet).toEqual({
      code: 'color',
      label: 'Цвет',
      options: [
        { id: '49', label: 'Чёрный', count: 10, chosen: false },
        { id: '51', label: 'Бежевый', count: 4, chosen: false },
      ],
    });
  });

  it('keeps a chosen option without products, so it can be unchosen', () => {
    const facet = optionFacet('color', COLOR, { agg_terms_color_options: terms(['49', 10]) }, ['50']);
    expect(facet?.options.map((o) => [o.id, o.count, o.chosen])).toEqual([
      ['49', 10, false],
      ['50', 0, true],
    ]);
  });

  it('is absent without the attribute or without any option with products', () => {
    expect(optionFacet('color', undefined, { agg_terms_color: terms(['49', 1]) }, [])).toBeNull();
    expect(optionFacet('color', COLOR, {}, [])).toBeNull();
  });
});

describe('priceBucketLabel (supplement §3)', () => {
  it('labels the four buckets with the view grouping', () => {
    expect(priceBucketLabel({ from: 0, to: 5000 }, 'ru')).toBe(priceText('< 5 000 ₽'));
    expect(priceBucketLabel({ from: 5000, to: 10000 }, 'ru')).toBe(priceText('5 000 – 10 000 ₽'));
    expect(priceBucketLabel({ from: 10000, to: 15000 }, 'ru')).toBe(priceText('10 000 – 15 000 ₽'));
    expect(priceBucketLabel({ from: 15000 }, 'ru')).toBe(priceText('> 15 000 ₽'));
    expect(priceBucketLabel({ from: 0, to: 5000 }, 'en')).toBe(priceText('< 5,000 ₽'));
    expect(priceBucketLabel({ from: 5000, to: 10000 }, 'en')).toBe(priceText('5,000 – 10,000 ₽'));
    expect(priceBucketLabel({ from: 15000 }, 'en')).toBe(priceText('> 15,000 ₽'));
  });
});

describe('priceFacet', () => {
  it('offers the buckets with products, ids in the url form, the chosen one always', () => {
    const facet = priceFacet(PRICE_RANGES, { from: 10000, to: 15000 }, 'Цена', 'ru');
    expect(facet?.options).toEqual([
      { id: '0-5000', label: priceText('< 5 000 ₽'), count: 12, chosen: false },
      { id: '5000-10000', label: priceText('5 000 – 10 000 ₽'), count: 7, chosen: false },
      { id: '10000-15000', label: priceText('10 000 – 15 000 ₽'), count: 0, chosen: true },
      { id: '15000-', label: priceText('> 15 000 ₽'), count: 3, chosen: false },
    ]);
    expect(priceFacet({}, undefined, 'Цена', 'ru')).toBeNull();
  });
});

describe('listingFacets and chosenFilters', () => {
  it('builds the panel in spec §9 order, each filter from its own counts', () => {
    const query = parseListingQuery(new URLSearchParams('color=49&price=0-5000'));
    const attributes = new Map([
      ['color', COLOR],
      ['size', SIZE],
    ]);
    const byCode: Record<string, Aggregations> = {
      size: { agg_terms_size_options: terms(['167', 3], ['200', 1]) },
      color: { agg_terms_color_options: terms(['49', 10], ['50', 8]) },
      price: PRICE_RANGES,
    };
    const facets = listingFacets(query, attributes, (code) => byCode[code] ?? {}, {
      storeCode: 'ru',
      priceLabel: 'Цена',
    });
    expect(facets.map((facet) => facet.code)).toEqual(['size', 'color', 'price']);
    expect(facets[0]?.options.map((o) => o.label)).toEqual(['35', 'XS']);
    expect(facets[1]?.options.map((o) => [o.label, o.count, o.chosen])).toEqual([
      ['Чёрный', 10, true],
      ['Белый', 8, false],
    ]);
    expect(chosenFilters(facets)).toEqual([
      { code: 'color', id: '49', filterLabel: 'Цвет', label: 'Чёрный' },
      { code: 'price', id: '0-5000', filterLabel: 'Цена', label: priceText('< 5 000 ₽') },
    ]);
  });

  it('asks own counts for the chosen filters only', () => {
    expect(
      chosenFacetCodes(parseListingQuery(new URLSearchParams('size=167&color=49&price=15000-&sort=price-asc'))),
    ).toEqual(['size', 'color', 'price']);
    expect(chosenFacetCodes(parseListingQuery(new URLSearchParams('sort=price-desc')))).toEqual([]);
  });

  it('asks terms aggregations of the size spec §9 gives', () => {
    expect(facetAggregations(['color'])).toEqual([{ field: 'color', scope: 'catalog', options: { size: 50 } }]);
  });
});

describe('hasMoreProducts (spec §4: more while start < total and total ≥ page size)', () => {
  it('follows the rule at its edges', () => {
    expect(hasMoreProducts(50, 51)).toBe(true);
    expect(hasMoreProducts(50, 50)).toBe(false);
    expect(hasMoreProducts(100, 150)).toBe(true);
    expect(hasMoreProducts(150, 150)).toBe(false);
    expect(hasMoreProducts(0, 49)).toBe(false);
    expect(hasMoreProducts(10, 30, 10)).toBe(true);
  });
});
