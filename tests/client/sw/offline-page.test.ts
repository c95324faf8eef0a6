// The service worker's offline page (client/sw/offline-page.ts; issue 15 "Offline browsing", ADR 041): spec §8's
// message in the url's store view, the dictionaries' very texts (the worker holds copies, not the dictionaries),
// a live region, a link home and the redirect home — but never from home itself.
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE_TEXTS, offlinePageHtml, offlinePageResponse } from '#client/sw/offline-page.ts';
import { translate } from '#shared/i18n/translate.ts';
import { STORE_CODES } from '#shared/config/store-views.ts';

describe('offline page', () => {
  it.each(STORE_CODES)('the %s texts are the dictionary texts', (storeCode) => {
    expect(OFFLINE_PAGE_TEXTS[storeCode]).toEqual({
      shopName: translate(storeCode, 'shop.name'),
      banner: translate(storeCode, 'offline.banner'),
      message: translate(storeCode, 'error.offlineContent'),
      backHome: translate(storeCode, 'notFound.backHome'),
    });
  });

  it('says spec §8 in English in a live region, links home and goes home after 3 s', () => {
    const html = offlinePageHtml('en', { redirect: true });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<div role="status"><h1>The product, category or CMS page is not available in Offline mode. Redirecting to Home.</h1></div>',
    );
    expect(html).toContain('<a class="button" href="/en">Go to the home page</a>');
    expect(html).toContain('<header><a href="/en">Modny Bereg</a></header>');
    expect(html).toContain('<p class="banner">There is no Internet connection; you can still place your order.</p>');
    expect(html).toContain('<script>setTimeout(function(){location.replace("/en")},3000)</script>');
  });

  it('in Russian for the default view, home is /', () => {
    const html = offlinePageHtml('ru', { redirect: true });
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<h1>Товар, категория или страница недоступны в офлайн-режиме. Переходим на главную.</h1>');
    expect(html).toContain('<a class="button" href="/">Перейти на главную</a>');
    expect(html).toContain('location.replace("/")');
    expect(html).toContain('<title>Модный берег</title>');
  });

  it('does not redirect home from home itself (no reload loop)', () => {
    expect(offlinePageHtml('ru', { redirect: false })).not.toContain('<script>');
  });

  it('answers as HTML that the browser does not store', async () => {
    const response = offlinePageResponse('en', { redirect: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(offlinePageHtml('en', { redirect: true }));
  });
});
