// Step 3 of a page render (DESIGN.md §4, ADR 002, ADR 018): the document. The head, written from the route
// meta, goes before the first byte of the app; React streams the app with this response's CSP nonce; the
// page state (dehydrated query cache + loader data), the entry script and the trackers follow once the app
// has finished (composeDocument). Just before the stream closes, the page cache is told what the document
// shows (onComplete, ADR 013). Crawlers get every boundary inline and the answer only once all of it is ready.
import { renderToReadableStream } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageMetaFor, routeNameFor } from '#client/app/head.ts';
import { serializePageState } from '#client/app/page-state.ts';
import { AppProviders } from '#client/app/services.tsx';
import type { StorefrontSettings } from '#shared/config/settings.ts';
import { trackersFor, type TrackingConfig } from '#shared/config/trackers.ts';
import type { PageRenderInfo } from '#worker/edge-cache/page-cache.ts';
import { pageTags } from '#worker/edge-cache/page-tags.ts';
import { logError } from '#worker/log.ts';
import { isPageHandle } from '#client/lib/page-module.ts';
import { messageModule } from '#shared/i18n/load-messages.ts';
import { pageMessageGroups } from '#client/lib/page-messages.ts';
import { pageClientAssets } from './assets';
import { isBot } from './bots';
import { createNonce } from './content-security-policy';
import { composeDocument, documentEnd, documentStart } from './document';
import type { LoadedPage } from './loaders';
import type { PageServices } from './services';
import { trackerScriptTags } from './trackers';

export type ReadyPage = Extract<LoadedPage, { kind: 'ready' }>;

/**
 * The page module kinds the document renders: each matched page route's module, and the module a page shows
 * on another's behalf (the url dispatcher's loader data names it: `kind: 'product'`).
 */
function renderedPageKinds(page: ReadyPage): string[] {
  const kinds: string[] = [];
  for (const match of page.context.matches) {
    const handle: unknown = match.route.handle;
    if (!isPageHandle(handle)) continue;
    kinds.push(handle.page.kind);
    const shown = (page.context.loaderData[match.route.id] as { kind?: unknown } | undefined)?.kind;
    if (typeof shown === 'string') kinds.push(shown);
  }
  return kinds;
}

export interface DocumentOptions {
  request: Request;
  requestId: string;
  /** The settings the services were built with; the browser gets them in the page state. */
  settings: StorefrontSettings;
  /** Configured trackers (spec §7); injected only on non-local hosts (spec §1). */
  tracking?: TrackingConfig;
  /** CSP for this response's nonce (with the trackers' origins). */
  csp: (nonce: string) => string;
  /** Tooling note G6: `identity` keeps chunks flowing under wrangler dev; `auto` leaves encoding to the edge. */
  streamEncoding: 'identity' | 'auto';
  onComplete?: (info: PageRenderInfo) => void;
}

/**
 * The streamed document of a loaded page. Rejects when the shell itself fails: nothing has been sent
 * then, so the caller can still answer the whole error page.
 */
export async function streamDocument(
  page: ReadyPage,
  services: PageServices,
  options: DocumentOptions,
): Promise<Response> {
  const { request, requestId } = options;
  const { handler, context } = page;
  const url = new URL(request.url);
  const meta = pageMetaFor(context.matches, context.loaderData, services);
  const router = createStaticRouter(handler.dataRoutes, context);
  const crawler = isBot(request.headers.get('user-agent'));
  const nonce = createNonce();
  let renderErrors = 0;
  const app = await renderToReadableStream(
    <AppProviders services={services}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    {
      signal: request.signal,
      nonce,
      // A boundary complete when its parent is written goes inline, whatever its size. React would otherwise
      // outline one over 12.8 KB (a fallback now, the content later behind a reveal script that batches reveals
      // up to 300 ms apart): the listing, 50 tiles, showed nothing until then. Only data still loading streams
      // out of order; a crawler waits for all of it (below): one complete document.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        // A boundary that fails on the server is rendered again in the browser; log it here, and keep
        // the document out of the page cache.
        renderErrors++;
        logError('render', error, { requestId });
      },
    },
  );
  if (crawler) await app.allReady;

  const head = { ...meta, origin: url.origin, nonce };
  const kinds = renderedPageKinds(page);
  const messages = pageMessageGroups(kinds).map((group) => messageModule(meta.storeCode, group));
  const assets = pageClientAssets(kinds, messages);
  const body = composeDocument(documentStart(head, assets), app, () => {
    const queries = dehydrate(services.queryClient);
    const snapshots = queries.queries.map((q) => ({ queryKey: q.queryKey, data: q.state.data }));
    options.onComplete?.({ tags: pageTags(snapshots, context.loaderData), renderErrors, nonce });
    const trackers = options.tracking
      ? trackersFor(options.tracking, {
          hostname: url.hostname,
          routeName: routeNameFor(context.matches, context.loaderData),
        })
      : [];
    const state = serializePageState({ queries, loaderData: context.loaderData, settings: options.settings });
    return documentEnd(state, assets, true, trackerScriptTags(trackers, nonce), nonce);
  });
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
    'content-security-policy': options.csp(nonce),
  });
  if (options.streamEncoding === 'identity') headers.set('content-encoding', 'identity');
  return new Response(body, { status: page.status, headers });
}
