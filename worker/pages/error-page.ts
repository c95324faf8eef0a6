// Spec §8 Internal Server Error page: plain HTML, no scripts, written by hand so it renders even
// when React or the data layer is what failed. The request id is shown on the page; the X-Request-Id
// header is the request-id middleware's, as on every answer (worker/request-id.ts).
// The server renders every store view: all dictionaries registered (shared/i18n/translate.ts).
import '#shared/i18n/all-dictionaries.ts';
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { translatorFor } from '#shared/i18n/translate.ts';
import { escapeHtml } from './html';

export function internalErrorPage(storeCode: StoreCode, requestId: string): Response {
  const t = translatorFor(storeCode);
  const lang = STORE_VIEWS[storeCode].locale.slice(0, 2);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('error.title'))}</title><meta name="robots" content="noindex"></head><body><main><h1>${escapeHtml(t('error.title'))}</h1><p>${escapeHtml(t('error.text'))}</p><p><small>${escapeHtml(requestId)}</small></p></main></body></html>`;
  return new Response(html, {
    status: 500,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // No script at all on the error page.
      'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    },
  });
}
