// `GET /customer/section/load/` (spec §7 legacy backend, Magento_Customer's section load): an object
// keyed by the requested sections. The platform has no Magento session, so every visitor is anonymous:
// the cart is empty, there is no customer and no message; geoip comes from geoip.ts. `form_key` is a
// fresh random Magento-style key (16 letters and digits) on every call.
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import type { CityInfo, SectionLoadResponse, SectionName } from '#shared/contract/legacy.ts';

const FORM_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomFormKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => FORM_KEY_ALPHABET[byte % FORM_KEY_ALPHABET.length]).join('');
}

export interface SectionInput {
  sections: readonly SectionName[];
  store: StoreCode;
  /** Needed only when `geoip` is requested; loaded lazily by the caller. */
  cityInfo: CityInfo | null;
  /** Magento's data_id: seconds since the epoch. */
  now: number;
}

export function buildSections({ sections, store, cityInfo, now }: SectionInput): SectionLoadResponse {
  const response: SectionLoadResponse = { form_key: randomFormKey() };
  for (const name of sections) {
    switch (name) {
      case 'cart':
        response.cart = {
          summary_count: 0,
          subtotalAmount: null,
          items: [],
          quote_id: null,
          possible_onepage_checkout: true,
          isGuestCheckoutAllowed: true,
          storeId: String(STORE_VIEWS[store].storeId),
          data_id: now,
        };
        break;
      case 'customer':
        response.customer = { customer_id: null, data_id: now };
        break;
      case 'messages':
        response.messages = { messages: [], data_id: now };
        break;
      case 'geoip':
        if (cityInfo) response.geoip = { city_info: cityInfo, data_id: now };
        break;
    }
  }
  return response;
}
