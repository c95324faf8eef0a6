// Storefront settings a shop changes without code (supplement §5), read from wrangler vars on the
// server and handed to the browser inside the page state, so both sides build the same urls.

export interface StorefrontSettings {
  /** Url dispatcher (supplement §5, default on): links use `url_path`, unknown paths go through the url map. */
  urlDispatcher: boolean;
  /** External checkout host (default none): the checkout route syncs the cart and redirects there. */
  externalCheckout: string | null;
  /** Spec §2: a configurable child opened directly is redirected to its parent (default on). */
  preventConfigurableChildrenDirectAccess: boolean;
  /**
   * The zero-size tracking pixel of this request's host (spec §2, §7), reloaded on each route change;
   * null on development and local hosts (spec §1) or when none is configured (shared/config/trackers.ts).
   */
  trackingPixelUrl: string | null;
  /**
   * Issue 10 store locator map: third-party map tiles (an https `{z}/{x}/{y}` url template and the
   * attribution the tile provider asks for), or null (the default): no map, the list of stores only.
   */
  mapTiles: MapTiles | null;
  /** Spec §5 zero-price products (default off): on, a price of 0 may go in the cart; only < 0 is refused. */
  zeroPriceProducts: boolean;
  /** Spec §9, supplement §5 mini-cart count: by total quantity (`quantities`, default) or by lines (`items`). */
  minicartCountType: 'quantities' | 'items';
  /**
   * Spec §4, §9 max cart bypass attempts: guest carts created after the server refused the cart token, before
   * the cart stops syncing (contract §0.4 `queues.maxCartBypassAttempts`, default 1).
   */
  maxCartBypassAttempts: number;
  /**
   * Contract N1-N3: the newsletter extension's name, `/api/ext/{newsletterProvider}-subscribe/subscribe`
   * (default `mailchimp`, the path a Vue Storefront 1 client calls; ADR 036).
   */
  newsletterProvider: string;
  /**
   * Supplement §5 automatic transmission of offline orders (default on): sent when the connection returns; off →
   * the 'Order waiting!' prompt asks first (spec §4; issue 15, ADR 040).
   */
  autoTransmitOrders: boolean;
  /**
   * Spec §6, supplement §5 token in Authorization header (default on): the browser sends the user token as
   * `Authorization: Bearer`, else as `?token=` (issue 14).
   */
  tokenInHeader: boolean;
  /**
   * Courier delivery is free from this order value, roubles of goods after discounts with VAT (default 5 000 ₽);
   * null: never free. The platform's totals charge by it; the microcart and the offline checkout estimate by it.
   */
  freeShippingFrom: number | null;
}

export interface MapTiles {
  url: string;
  attribution: string;
}

export const DEFAULT_SETTINGS: StorefrontSettings = {
  urlDispatcher: true,
  externalCheckout: null,
  preventConfigurableChildrenDirectAccess: true,
  trackingPixelUrl: null,
  mapTiles: null,
  zeroPriceProducts: false,
  minicartCountType: 'quantities',
  maxCartBypassAttempts: 1,
  newsletterProvider: 'mailchimp',
  autoTransmitOrders: true,
  tokenInHeader: true,
  freeShippingFrom: 5000,
};

export interface SettingVars {
  URL_DISPATCHER?: string;
  EXTERNAL_CHECKOUT?: string;
  PREVENT_CHILD_DIRECT_ACCESS?: string;
  MAP_TILES?: string;
  MAP_TILES_ATTRIBUTION?: string;
  ZERO_PRICE_PRODUCTS?: string;
  MINICART_COUNT?: string;
  MAX_CART_BYPASS_ATTEMPTS?: string;
  NEWSLETTER_PROVIDER?: string;
  OFFLINE_ORDERS_AUTO_TRANSMIT?: string;
  TOKEN_IN_HEADER?: string;
  FREE_SHIPPING_FROM?: string;
}

const OFF = /^(off|false|0|no)$/i;
const ON = /^(on|true|1|yes)$/i;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  if (OFF.test(value.trim())) return false;
  if (ON.test(value.trim())) return true;
  return fallback;
}

/** An http(s) origin (with an optional path prefix, no trailing slash), or null when unset/invalid. */
export function externalCheckoutBase(value: string | undefined): string | null {
  if (!value || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

export function settingsFromVars(vars: SettingVars): StorefrontSettings {
  return {
    urlDispatcher: flag(vars.URL_DISPATCHER, DEFAULT_SETTINGS.urlDispatcher),
    externalCheckout: externalCheckoutBase(vars.EXTERNAL_CHECKOUT),
    preventConfigurableChildrenDirectAccess: flag(
      vars.PREVENT_CHILD_DIRECT_ACCESS,
      DEFAULT_SETTINGS.preventConfigurableChildrenDirectAccess,
    ),
    // Per request: the worker sets it from the host (worker/pages/render.tsx).
    trackingPixelUrl: null,
    mapTiles: mapTilesOf(vars.MAP_TILES, vars.MAP_TILES_ATTRIBUTION),
    zeroPriceProducts: flag(vars.ZERO_PRICE_PRODUCTS, DEFAULT_SETTINGS.zeroPriceProducts),
    minicartCountType: vars.MINICART_COUNT?.trim().toLowerCase() === 'items' ? 'items' : 'quantities',
    maxCartBypassAttempts: bypassAttempts(vars.MAX_CART_BYPASS_ATTEMPTS),
    newsletterProvider: newsletterProviderOf(vars.NEWSLETTER_PROVIDER),
    autoTransmitOrders: flag(vars.OFFLINE_ORDERS_AUTO_TRANSMIT, DEFAULT_SETTINGS.autoTransmitOrders),
    tokenInHeader: flag(vars.TOKEN_IN_HEADER, DEFAULT_SETTINGS.tokenInHeader),
    freeShippingFrom: freeShippingFromOf(vars.FREE_SHIPPING_FROM),
  };
}

/** The largest threshold taken (10 million roubles); anything above is a typo. */
const MAX_FREE_SHIPPING_FROM = 10_000_000;

/**
 * FREE_SHIPPING_FROM: a whole number of roubles from 0 (every order) to 10 000 000, or `off` (never free); unset or
 * unreadable keeps the default 5 000 ₽.
 */
export function freeShippingFromOf(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (/^(off|none|no|false)$/i.test(text)) return null;
  const amount = Number(text || NaN);
  return Number.isInteger(amount) && amount >= 0 && amount <= MAX_FREE_SHIPPING_FROM
    ? amount
    : DEFAULT_SETTINGS.freeShippingFrom;
}

/** Longest newsletter provider name (real ones are a word: `mailchimp`, `sendpulse`, `unisender-go`). */
const MAX_NEWSLETTER_PROVIDER_LENGTH = 40;

/**
 * A newsletter provider name: one path segment of lower-case letters and digits, words joined by single
 * dashes; anything else keeps the default, so the extension path is always a clean url.
 */
export function newsletterProviderOf(value: string | undefined): string {
  const name = value?.trim().toLowerCase() ?? '';
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) && name.length <= MAX_NEWSLETTER_PROVIDER_LENGTH
    ? name
    : DEFAULT_SETTINGS.newsletterProvider;
}

/** A whole number of attempts from 0 to 10 (more would only hammer a server that refuses the cart); else the default. */
function bypassAttempts(value: string | undefined): number {
  const attempts = Number(value?.trim() || NaN);
  return Number.isInteger(attempts) && attempts >= 0 && attempts <= 10
    ? attempts
    : DEFAULT_SETTINGS.maxCartBypassAttempts;
}

/**
 * An https tile url template with `{z}`, `{x}` and `{y}` (e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`)
 * and its attribution; null when unset or not such a template (the map stays off).
 */
export function mapTilesOf(url: string | undefined, attribution: string | undefined): MapTiles | null {
  const template = url?.trim() ?? '';
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  try {
    if (new URL(template.replace(/[{}]/g, '')).protocol !== 'https:') return null;
  } catch {
    return null;
  }
  return { url: template, attribution: attribution?.trim() ?? '' };
}

/**
 * Spec §2: `{externalCheckout}/vue/cart/sync/token/{userToken or 0}/cart/{cartServerToken}`.
 */
export function externalCheckoutUrl(base: string, userToken: string | null, cartServerToken: string): string {
  const token = userToken && userToken !== '' ? encodeURIComponent(userToken) : '0';
  return `${base}/vue/cart/sync/token/${token}/cart/${encodeURIComponent(cartServerToken)}`;
}
