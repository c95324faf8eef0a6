// The pages the browser benchmarks audit (`bench:lighthouse`, `bench:hydration`; bench/README.md).
/**
 * The pages. The filtered category uses colour 49 (black, the first colour of worker/platform/seed/attributes.ts)
 * in the url form of shared/domain/listing-query.ts; the product is the one the browser tests open.
 */
export const AUDITED_PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'category', path: '/zhenshchinam' },
  { kind: 'category-filtered', path: '/zhenshchinam?color=49&sort=price-asc' },
  { kind: 'product', path: '/zhenshchinam/obuv/krossovki/krossovki-zhenskie-begovye-severnyi-veter-groza-2100.html' },
  // Issue 11: a product page of every type (demo catalogue seed 1; the configurable is `product` above).
  {
    kind: 'product-simple',
    path: '/zhenshchinam/aksessuary/sumki/sumka-zhenskaya-cherez-plecho-gorodskoi-ritm-taiga-1400.html',
  },
  {
    kind: 'product-custom-options',
    path: '/zhenshchinam/aksessuary/sumki/sumka-zhenskaya-kozhanaya-severnyi-veter-groza-4500.html',
  },
  { kind: 'product-grouped', path: '/detyam/aksessuary/obraz-pervyi-sneg-sumka-sharf-i-remen-1100.html' },
  { kind: 'product-bundle', path: '/zhenshchinam/aksessuary/komplekt-sokol-sumka-i-sharf-1000.html' },
  { kind: 'product-virtual', path: '/zhenshchinam/aksessuary/podarochnaya-karta-modnyi-bereg-na-3-000-1200.html' },
  { kind: 'product-downloadable', path: '/muzhchinam/aksessuary/rukovodstvo-po-ukhodu-za-dzhinsami-pdf-1300.html' },
  { kind: 'search', path: `/search?q=${encodeURIComponent('кроссовки')}` },
] as const;
