// Store views of supplement §1. The Russian view is the default: unprefixed urls serve it too.

export type StoreCode = 'ru' | 'en';

export interface StoreView {
  storeCode: StoreCode;
  storeId: number;
  /** BCP 47 locale of the dictionary and of number/date formatting. */
  locale: 'ru-RU' | 'en-US';
  currencyCode: 'RUB';
  /** Url prefix, without a trailing slash. */
  url: `/${StoreCode}`;
  /** Catalogue index name of this view (contract §2.1). */
  index: string;
  /** Country whose tax rule applies to shelf prices (supplement §3). */
  taxCountry: string;
  /** Legacy VSF flag: urls of this view carry the store code. */
  appendStoreCode: boolean;
}

export const STORE_VIEWS: Readonly<Record<StoreCode, StoreView>> = {
  ru: {
    storeCode: 'ru',
    storeId: 1,
    locale: 'ru-RU',
    currencyCode: 'RUB',
    url: '/ru',
    index: 'vue_storefront_catalog_ru',
    taxCountry: 'RU',
    appendStoreCode: true,
  },
  en: {
    storeCode: 'en',
    storeId: 2,
    locale: 'en-US',
    currencyCode: 'RUB',
    url: '/en',
    index: 'vue_storefront_catalog_en',
    taxCountry: 'RU',
    appendStoreCode: true,
  },
};

export const DEFAULT_STORE_CODE: StoreCode = 'ru';
export const STORE_CODES: readonly StoreCode[] = ['ru', 'en'];
/** The unsuffixed index name answers for the default store view (contract §2.1). */
export const DEFAULT_INDEX = 'vue_storefront_catalog';

export function isStoreCode(value: unknown): value is StoreCode {
  return value === 'ru' || value === 'en';
}

/** Which store view a catalogue index name belongs to; undefined for unknown indexes. */
export function storeCodeForIndex(index: string): StoreCode | undefined {
  if (index === DEFAULT_INDEX) return DEFAULT_STORE_CODE;
  return STORE_CODES.find((code) => STORE_VIEWS[code].index === index);
}

/**
 * The store code a request names (contract §0.3 getCurrentStoreCode): the `x-vs-store-code` header, else
 * the `storeCode` parameter. An empty (or blank) value counts as absent everywhere (issue 8 finding 3:
 * an empty header once made the cache key say `en` while the platform answered `ru`). The one rule used
 * by the API proxy, the edge-cache key and the platform; undefined = nothing named.
 */
export function namedStoreCode(
  header: string | null | undefined,
  query: string | null | undefined,
): string | undefined {
  const fromHeader = header?.trim();
  if (fromHeader) return fromHeader;
  const fromQuery = query?.trim();
  return fromQuery || undefined;
}
