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
  /** `offline.banner` (spec §8: every page says the shop is offline) */
  banner: string;
  /** `error.offlineContent` (spec §8) */
  message: string;
  /** `notFound.backHome` */
  backHome: string;
}

export const OFFLINE_PAGE_TEXTS: Readonly<Record<StoreCode, OfflinePageTexts>> = {
  ru: {
    shopName: 'Модный берег',
    banner: 'Нет подключения к интернету, но заказ всё равно можно оформить.',
    message: 'Товар, категория или страница недоступны в офлайн-режиме. Переходим на главную.',
    backHome: 'Перейти на главную',
  },
  en: {
    shopName: 'Modny Bereg',
    banner: 'There is no Internet connection; you can still place your order.',
    message: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    backHome: 'Go to the home page',
  },
};

/**
 * The shop's look without its stylesheet (the stylesheet's hashed name is the build's; a copy of a few rules of
 * client/styles.css and client/styles/offline.css: the header with the shop's name, the yellow offline banner, a
 * card, the primary button; contrast ≥ 4.5:1, 44 px targets).
 */
const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330;background:#f7f8fa}',
  'header{display:flex;align-items:center;min-height:60px;padding:0 1.5rem;background:#fff;border-bottom:1px solid #e3e6ec}',
  'header a{color:#1f3a5f;font-weight:700;font-size:1.25rem;text-decoration:none;min-height:44px;display:inline-flex;align-items:center}',
  '.banner{margin:0;padding:.6rem 1.5rem;background:#fff4d6;text-align:center;font-weight:600}',
  'main{max-width:40rem;margin:2.5rem auto;padding:2rem 1.5rem;background:#fff;border:1px solid #e3e6ec;border-radius:12px}',
  'h1{font-size:1.25rem;line-height:1.4;margin:0 0 1.5rem}',
  '.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 1.5rem;',
  'border-radius:8px;background:#1f3a5f;color:#fff;font-weight:600;text-decoration:none}',
  '.button:hover{background:#152a46}',
  '@media (max-width:767px){main{margin:1.5rem 1rem;padding:1.5rem 1rem}header{padding:0 1rem}}',
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
    `<body><header><a href="${home}">${texts.shopName}</a></header>`,
    `<p class="banner">${texts.banner}</p>`,
    '<main id="main" data-testid="offline-page">',
    `<div role="status"><h1>${texts.message}</h1></div>`,
    `<p><a class="button" href="${home}">${texts.backHome}</a></p>`,
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
