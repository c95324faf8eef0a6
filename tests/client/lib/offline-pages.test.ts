// Which pages are kept for offline browsing (client/lib/offline-pages.ts; issue 15, ADR 041): catalogue, CMS,
// home, checkout and compare pages are; the shopper's own pages, reset links, the API and the local tools never.
import { describe, expect, it } from 'vitest';
import {
  hasOfflineCopy,
  isHomePath,
  isKeepablePage,
  isKeepPageMessage,
  KEEP_PAGE_MESSAGE,
  openKeptPage,
} from '#client/lib/offline-pages.ts';

const url = (path: string) => new URL(path, 'https://shop.example');

describe('isKeepablePage', () => {
  it.each([
    '/',
    '/en',
    '/muzhchinam',
    '/en/muzhchinam/aksessuary/ryukzaki/ryukzak-1500.html',
    '/c/muzhchinam?sort=price',
    '/checkout',
    '/compare',
    '/size-guide',
    '/search?q=kurtka',
  ])('keeps %s', (path) => {
    expect(isKeepablePage(url(path))).toBe(true);
  });

  it.each([
    '/my-account',
    '/en/my-account/orders',
    '/checkout-thankyou/1764220000000-abc',
    '/ru/checkout-success',
    '/order-success',
    '/customer/account/createPassword?token=secret',
    '/api/catalog/vue_storefront_catalog/product/_search',
    '/dev/mail',
    '/compare?token=abc',
    '/checkout?cartId=42',
  ])('never keeps %s', (path) => {
    expect(isKeepablePage(url(path))).toBe(false);
  });
});

describe('isHomePath', () => {
  it.each(['/', '/en', '/en/', '/ru', '/pwa.html', '/en/pwa.html'])('%s is home', (path) => {
    expect(isHomePath(path)).toBe(true);
  });
  it.each(['/muzhchinam', '/en/muzhchinam', '/english'])('%s is not', (path) => {
    expect(isHomePath(path)).toBe(false);
  });
});

describe('the keep-page message', () => {
  it('is recognised by its type and url', () => {
    expect(isKeepPageMessage({ type: KEEP_PAGE_MESSAGE, url: '/muzhchinam' })).toBe(true);
    expect(isKeepPageMessage({ type: KEEP_PAGE_MESSAGE })).toBe(false);
    expect(isKeepPageMessage({ type: 'CACHE_URLS', url: '/muzhchinam' })).toBe(false);
    expect(isKeepPageMessage(null)).toBe(false);
  });
});

describe('without a Cache API (node)', () => {
  it('has no copy and opens nothing', async () => {
    expect(await hasOfflineCopy('https://shop.example/muzhchinam')).toBe(false);
    expect(await openKeptPage('/muzhchinam')).toBe(false);
  });
});
