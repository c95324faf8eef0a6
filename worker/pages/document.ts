// The document around the React stream: a head written from route meta before the first byte,
// then the streamed app, then the page state and the entry script once the app has finished.
import { STORE_VIEWS, type StoreCode } from '../../shared/config/store-views';
import type { ClientAssets } from './assets';
import { escapeHtml } from './html';

export interface DocumentHead {
  title: string;
  description: string;
  storeCode: StoreCode;
}

export function documentStart(head: DocumentHead, assets: ClientAssets): string {
  const lang = STORE_VIEWS[head.storeCode].locale.slice(0, 2);
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    '<meta name="theme-color" content="#1f3a5f">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">',
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.preloadScripts.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    '</head>',
    '<body>',
    '<div id="root">',
  ].join('');
}

export function documentEnd(serializedState: string, assets: ClientAssets, hydrate: boolean): string {
  const script = hydrate && assets.entryScript ? `<script type="module" src="${escapeHtml(assets.entryScript)}"></script>` : '';
  return `</div><script type="application/json" id="__storefront_state">${serializedState}</script>${script}</body></html>`;
}

/** Streams start, then every chunk of the app, then the end computed once the app is complete. */
export function composeDocument(start: string, app: ReadableStream<Uint8Array>, end: () => string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = app.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(start));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.enqueue(encoder.encode(end()));
        controller.close();
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
