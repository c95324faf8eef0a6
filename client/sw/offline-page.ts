// The offline page the service worker answers a page load with when it has no copy of that page (issue 15
// "Offline browsing", ADR 041): spec §8 'The product, category or CMS page is not available in Offline mode.
// Redirecting to Home.' in the url's store view, in a live region, then home after OFFLINE_REDIRECT_MS (a link
// goes there at once). Never another page's content under the url's address. Rendered by the worker itself, so
// it needs no network and no cached HTML; the texts are the dictionaries' (tests/client/sw/offline-page.test.ts
// keeps them equal; importing the dictionaries would put both whole into the worker).
import type { StoreCode } from '#shared/config/store-views.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { OFFLINE_REDIRECT_MS } from '#client/lib/offline-pages.ts';

export interface OfflinePageTexts {
  /** `shop.name` */
  shopName: string;
  /** `error.offlineContent` (spec §8) */
  message: string;
  /** `notFound.backHome` */
  backHome: string;
}

export const OFFLINE_PAGE_TEXTS: Readonly<Record<StoreCode, OfflinePageTexts>> = {
  ru: {
    shopName: 'Модный берег',
    message: 'Товар, категория или страница недоступны в офлайн-режиме. Переходим на главную.',
    backHome: 'Перейти на главную',
  },
  en: {
    shopName: 'Modny Bereg',
    message: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    backHome: 'Go to the home page',
  },
};

/** The look of the shop's plain pages without its stylesheet (a few rules; contrast ≥ 4.5:1, 44 px targets). */
const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}',
  'main{max-width:40rem;margin:0 auto;padding:2rem 1rem}',
  'h1{font-size:1.25rem;margin:0 0 1rem}',
  'a{display:inline-flex;align-items:center;min-height:44px;color:#0b5394}',
].join('');

export interface OfflinePageOptions {
  /** Go home by itself after the delay (off for home itself, so it never reloads in a loop). */
  redirect: boolean;
}

/** The offline page's HTML for a store view (texts are constants: nothing here needs escaping). */
export function offlinePageHtml(storeCode: StoreCode, { redirect }: OfflinePageOptions): string {
  const texts = OFFLINE_PAGE_TEXTS[storeCode];
  const home = localizedPath('/', storeCode);
  const script = redirect
    ? `<script>setTimeout(function(){location.replace(${JSON.stringify(home)})},${OFFLINE_REDIRECT_MS})</script>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${storeCode}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${texts.shopName}</title><style>${STYLE}</style></head>`,
    '<body><main id="main" data-testid="offline-page">',
    `<div role="status"><h1>${texts.message}</h1></div>`,
    `<p><a href="${home}">${texts.backHome}</a></p>`,
    `</main>${script}</body></html>`,
  ].join('');
}

/** The offline page as the answer to a page load (never stored by the browser: it is not that url's page). */
export function offlinePageResponse(storeCode: StoreCode, options: OfflinePageOptions): Response {
  return new Response(offlinePageHtml(storeCode, options), {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
