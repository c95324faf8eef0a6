import { describe, expect, it } from 'vitest';
import { classifyPage } from '#worker/edge-cache/policy.ts';

const page = (path: string, init?: RequestInit) => classifyPage(new Request(`https://shop.example${path}`, init), 'ru');

// ADR 013: anonymous pages are cached per store view; personal and transactional routes never are.
describe('classifyPage', () => {
  it('caches home, category, product, brand, static and CMS pages and url_path pages, per store view', () => {
    for (const path of [
      '/',
      '/pwa.html',
      '/c/krossovki-5',
      '/p/SNK00012/groza',
      '/severnyi-veter',
      '/brand/severnyi-veter',
      '/legal',
      '/size-guide',
      '/zhenshchinam/obuv/krossovki/x-2100.html',
    ]) {
      expect(page(path), path).toMatchObject({ cache: true, store: 'ru' });
      expect(page(`/en${path === '/' ? '' : path}`), path).toMatchObject({ cache: true, store: 'en' });
    }
    expect(page('/ru/c/krossovki-5')).toMatchObject({ cache: true, store: 'ru' });
    // Only a whole first segment is a store prefix.
    expect(page('/english-collection')).toMatchObject({ cache: true, store: 'ru' });
  });

  it('never caches checkout, order confirmations, account, create-password, compare and error', () => {
    for (const path of [
      '/checkout',
      '/checkout-success',
      '/checkout-thankyou/12',
      '/order-success',
      '/my-account',
      '/my-account/orders/12',
      '/customer/account/createPassword',
      '/compare',
      '/error',
    ]) {
      expect(page(path), path).toEqual({ cache: false, reason: 'not a cacheable page' });
      expect(page(`/en${path}`), path).toEqual({ cache: false, reason: 'not a cacheable page' });
    }
    // A url_path that merely starts with the same letters is a page like any other.
    expect(page('/checkout-bags/x.html')).toMatchObject({ cache: true });
  });

  it('bypasses tokens, session cookies and methods other than GET', () => {
    expect(page('/c/krossovki-5?token=abc')).toEqual({ cache: false, reason: 'user token' });
    expect(page('/c/krossovki-5', { headers: { cookie: 'vsf-session=1' } })).toEqual({
      cache: false,
      reason: 'session cookie',
    });
    expect(page('/c/krossovki-5', { method: 'HEAD' })).toEqual({ cache: false, reason: 'method HEAD' });
  });
});
