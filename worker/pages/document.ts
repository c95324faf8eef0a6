// The document around the React stream: a head written from route meta before the first byte,
// then the streamed app, then the page state and the entry script once the app has finished.
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { absolutizeJsonLd, serializeJsonLd, type JsonLd } from '#shared/domain/seo/json-ld.ts';
import { absoluteUrl, ogLocale, type Alternate } from '#shared/domain/seo/links.ts';
import { SITE_HEADER_END_ID } from '#client/app/layouts/site-header-end.tsx';
import { EARLY_CLICKS_GLOBAL, earlyClicksScript } from '#client/lib/early-clicks.ts';
import { translate } from '#shared/i18n/translate.ts';
import type { ClientAssets } from './assets';
import { escapeHtml, jsonLdScript } from './html';

export interface DocumentHead {
  title: string;
  description: string;
  storeCode: StoreCode;
  /** SEO fields of the route meta (client/app/route-types.ts PageMeta, ADR 011). */
  canonicalPath?: string;
  alternates?: readonly Alternate[];
  prevPath?: string;
  nextPath?: string;
  og?: { type: 'website' | 'product'; title: string; description: string; image?: string };
  jsonLd?: readonly JsonLd[];
  robots?: string;
  /** Origin of the absolute urls (the request's). */
  origin?: string;
  /** CSP nonce of the response: JSON-LD blocks carry it so the policy needs no exception (ADR 011). */
  nonce?: string;
}

/** Canonical, hreflang, robots, Open Graph and JSON-LD tags of a page (empty for a plain head). */
export function seoTags(head: DocumentHead, origin: string | undefined): string[] {
  const abs = (path: string) => escapeHtml(absoluteUrl(path, origin));
  const tags: string[] = [];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonicalPath) tags.push(`<link rel="canonical" href="${abs(head.canonicalPath)}">`);
  for (const alternate of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${abs(alternate.path)}">`);
  }
  if (head.prevPath) tags.push(`<link rel="prev" href="${abs(head.prevPath)}">`);
  if (head.nextPath) tags.push(`<link rel="next" href="${abs(head.nextPath)}">`);
  if (head.og) {
    const view = STORE_VIEWS[head.storeCode];
    const og: Array<[string, string | undefined]> = [
      ['og:type', head.og.type],
      ['og:title', head.og.title],
      ['og:description', head.og.description],
      ['og:url', head.canonicalPath ? absoluteUrl(head.canonicalPath, origin) : undefined],
      ['og:image', head.og.image ? absoluteUrl(head.og.image, origin) : undefined],
      ['og:locale', ogLocale(view.locale)],
      ...Object.values(STORE_VIEWS)
        .filter((other) => other.storeCode !== view.storeCode)
        .map((other): [string, string] => ['og:locale:alternate', ogLocale(other.locale)]),
    ];
    for (const [property, content] of og) {
      if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
    }
  }
  for (const object of head.jsonLd ?? [])
    tags.push(jsonLdScript(serializeJsonLd(absolutizeJsonLd(object, origin)), head.nonce));
  return tags;
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
    ...seoTags(head, head.origin),
    '<meta name="theme-color" content="#1f3a5f">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    // PNG, not the SVG source: Chromium draws an SVG icon on the page's main thread (scripts/icons.ts).
    '<link rel="icon" href="/icons/icon-32.png" type="image/png" sizes="32x32">',
    '<link rel="apple-touch-icon" href="/icons/icon-180.png">',
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // ADR 051: no first paint of a header half parsed (its tools are right-aligned: those parsed later would
    // push the earlier ones aside, a layout shift seen on a slow CPU); the header is in the stream's first bytes.
    `<link rel="expect" href="#${SITE_HEADER_END_ID}" blocking="render">`,
    // ADR 061: a click on a control before the app hydrated is kept and made again after (client/lib/early-clicks.ts).
    `<script${head.nonce ? ` nonce="${escapeHtml(head.nonce)}"` : ''}>${earlyClicksScript(translate(head.storeCode, 'product.sectionUnavailable'))}</script>`,
    '</head>',
    '<body>',
    '<div id="root">',
  ].join('');
}

/** How long the script loader waits for the page's priority image before it loads the JavaScript anyway. */
export const LCP_IMAGE_WAIT_MS = 1_000;

/** The id of the inline script that loads the app's JavaScript (tests read its list of chunks). */
export const SCRIPT_LOADER_ID = '__storefront_loader';

/**
 * ADR 034: the page's JavaScript is requested after the first paint, not with the HTML. HTML, CSS and the
 * LCP image get the connection first (on a slow link ~100 KB of scripts requested with the HTML delayed the
 * first paint by the time they took to download); then every chunk the page needs is preloaded at once (no
 * waterfall of imports) and the entry imported. When the page has a priority image (its LCP candidate,
 * `fetchpriority="high"`), first that image decoded, at most {@link LCP_IMAGE_WAIT_MS} (ADR 034 amendment:
 * scripts fetched while it was still loading delayed its paint); then one animation frame and a task; a hidden
 * tab runs no frames, so a timer starts it anyway.
 */
function scriptLoader(entry: string, preloads: readonly string[], nonce: string | undefined): string {
  const chunks = JSON.stringify([entry, ...preloads.filter((href) => href !== entry)]).replace(/</g, '\\u003c');
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return (
    `<script type="module" id="${SCRIPT_LOADER_ID}"${nonceAttribute}>` +
    `const c=${chunks};let s=!1;const g=()=>{if(s)return;s=!0;` +
    `for(const h of c.slice(1)){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}` +
    `import(c[0]).catch(()=>window.${EARLY_CLICKS_GLOBAL}?.fail())};const p=()=>{const t=setTimeout(g,100);requestAnimationFrame(()=>{clearTimeout(t);setTimeout(g,0)})};` +
    `const i=document.querySelector("img[fetchpriority=high]");` +
    `i&&!i.complete?(i.decode().then(p,p),setTimeout(g,${LCP_IMAGE_WAIT_MS})):p()` +
    `</script>`
  );
}

/** `trailer`: markup after the script loader (async third-party trackers, worker/pages/trackers.ts). */
export function documentEnd(
  serializedState: string,
  assets: ClientAssets,
  hydrate: boolean,
  trailer = '',
  nonce?: string,
): string {
  const script = hydrate && assets.entryScript ? scriptLoader(assets.entryScript, assets.preloadScripts, nonce) : '';
  return `</div><script type="application/json" id="__storefront_state">${serializedState}</script>${script}${trailer}</body></html>`;
}

/** Streams start, then every chunk of the app, then the end computed once the app is complete. */
export function composeDocument(
  start: string,
  app: ReadableStream<Uint8Array>,
  end: () => string,
): ReadableStream<Uint8Array> {
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
