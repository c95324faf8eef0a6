import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, externalCheckoutUrl, settingsFromVars } from '#shared/config/settings.ts';

describe('storefront settings (supplement §5)', () => {
  it('defaults: url dispatcher on, no external checkout, direct child access prevented', () => {
    expect(settingsFromVars({})).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toEqual({
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
    });
  });

  it('reads on/off flags and the external checkout host from wrangler vars', () => {
    expect(
      settingsFromVars({
        URL_DISPATCHER: 'off',
        PREVENT_CHILD_DIRECT_ACCESS: 'false',
        EXTERNAL_CHECKOUT: 'https://checkout.example.ru/',
        ZERO_PRICE_PRODUCTS: 'on',
        MINICART_COUNT: 'items',
        MAX_CART_BYPASS_ATTEMPTS: '3',
        FREE_SHIPPING_FROM: '7000',
      }),
    ).toEqual({
      urlDispatcher: false,
      externalCheckout: 'https://checkout.example.ru',
      preventConfigurableChildrenDirectAccess: false,
      trackingPixelUrl: null,
      mapTiles: null,
      zeroPriceProducts: true,
      minicartCountType: 'items',
      maxCartBypassAttempts: 3,
      newsletterProvider: 'mailchimp',
      autoTransmitOrders: true,
      tokenInHeader: true,
      freeShippingFrom: 7000,
    });
    // An unreadable value keeps the default rather than silently switching a feature.
    expect(settingsFromVars({ URL_DISPATCHER: 'maybe' }).urlDispatcher).toBe(true);
    expect(settingsFromVars({ MINICART_COUNT: 'lines?' }).minicartCountType).toBe('quantities');
    expect(settingsFromVars({ MAX_CART_BYPASS_ATTEMPTS: '-1' }).maxCartBypassAttempts).toBe(1);
    expect(settingsFromVars({ MAX_CART_BYPASS_ATTEMPTS: '0' }).maxCartBypassAttempts).toBe(0);
  });

  it('reads the free-delivery threshold: roubles, 0 for every order, off for never, else 5 000', () => {
    const from = (value: string) => settingsFromVars({ FREE_SHIPPING_FROM: value }).freeShippingFrom;
    expect(['5000', ' 3000 ', '0', 'off', 'none', '4999.5', '-1', 'free', '20000000', ''].map(from)).toEqual([
      5000,
      3000,
      0,
      null,
      null,
      5000,
      5000,
      5000,
      5000,
      5000,
    ]);
  });

  it('ignores an external checkout that is not an http(s) url', () => {
    expect(settingsFromVars({ EXTERNAL_CHECKOUT: 'javascript:alert(1)' }).externalCheckout).toBeNull();
    expect(settingsFromVars({ EXTERNAL_CHECKOUT: 'not a url' }).externalCheckout).toBeNull();
    expect(settingsFromVars({ EXTERNAL_CHECKOUT: 'https://shop.example/magento/' }).externalCheckout).toBe(
      'https://shop.example/magento',
    );
  });

  it('builds the external checkout url of spec §2 (token 0 for guests)', () => {
    expect(externalCheckoutUrl('https://checkout.example.ru', null, 'a17b9b5f')).toBe(
      'https://checkout.example.ru/vue/cart/sync/token/0/cart/a17b9b5f',
    );
    expect(externalCheckoutUrl('https://checkout.example.ru', 'tok/1', '81668')).toBe(
      'https://checkout.example.ru/vue/cart/sync/token/tok%2F1/cart/81668',
    );
  });

  it('store locator map tiles (issue 10): off by default, an https {z}/{x}/{y} template turns them on', () => {
    expect(settingsFromVars({ MAP_TILES: '' }).mapTiles).toBeNull();
    expect(
      settingsFromVars({
        MAP_TILES: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        MAP_TILES_ATTRIBUTION: '© OpenStreetMap',
      }).mapTiles,
    ).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' });
    // Plain http, a template without the tile coordinates, or no url at all keep the map off.
    expect(settingsFromVars({ MAP_TILES: 'http://tiles.example/{z}/{x}/{y}.png' }).mapTiles).toBeNull();
    expect(settingsFromVars({ MAP_TILES: 'https://tiles.example/map.png' }).mapTiles).toBeNull();
    expect(settingsFromVars({ MAP_TILES: 'javascript:{z}{x}{y}' }).mapTiles).toBeNull();
  });
});
