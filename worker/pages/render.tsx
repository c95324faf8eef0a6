// Streaming SSR of a page request (DESIGN.md §4): route loaders fill a per-request query client
// (critical data awaited, secondary data streamed behind Suspense), React streams the app, and the
// dehydrated state follows the app so the browser hydrates without refetching.
import { renderToReadableStream } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createApiClient, type Fetcher } from '#shared/api/client.ts';
import { pageMetaFor } from '#client/app/head.ts';
import { serializePageState } from '#client/app/page-state.ts';
import { AppProviders, createAppServices } from '#client/app/services.tsx';
import { createRoutes, storeCodeFromPath } from '#client/app/routes.tsx';
import { isNotFound } from '#client/lib/route-types.ts';
import { DEFAULT_SETTINGS, type StorefrontSettings } from '#shared/config/settings.ts';
import { isLocalHost, trackersFor, type TrackingConfig } from '#shared/config/trackers.ts';
import { routeNameFor } from '#client/app/head.ts';
import { clientAssets } from './assets';
import { trackerScriptTags } from './trackers';
import { isBot } from './bots';
import { contentSecurityPolicy, createNonce } from './content-security-policy';
import { composeDocument, documentEnd, documentStart } from './document';
import { internalErrorPage } from './error-page';
import { pageTags } from '#worker/edge-cache/page-tags.ts';
import type { PageRenderInfo } from '#worker/edge-cache/pages.ts';

export interface RenderOptions {
  request: Request;
  requestId: string;
  /** How loaders reach the API: in-process on the edge. */
  apiFetch: Fetcher;
  /** Tooling note G6: `identity` keeps chunks flowing under wrangler dev; `auto` leaves encoding to the edge. */
  streamEncoding: 'identity' | 'auto';
  /**
   * Called once the whole document has been written, before its stream closes (the page cache, ADR 013):
   * the page's cache tags, how many render errors were logged, and the nonce it carries.
   */
  onComplete?: (info: PageRenderInfo) => void;
  /** Shop settings (supplement §5); the tracking pixel is set here per host. */
  settings?: StorefrontSettings;
  /** Configured trackers (spec §7); injected only on non-local hosts (spec §1). */
  tracking?: TrackingConfig;
  /** CSP for this response's nonce (with the trackers' origins). */
  csp?: (nonce: string) => string;
}

function logError(requestId: string, where: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  console.error(JSON.stringify({ level: 'error', requestId, where, message, stack }));
}

export async function renderPage(options: RenderOptions): Promise<Response> {
  const { request, requestId, apiFetch, streamEncoding, onComplete } = options;
  const url = new URL(request.url);
  const storeCode = storeCodeFromPath(url.pathname);
  const localHost = isLocalHost(url.hostname);
  const settings: StorefrontSettings = {
    ...(options.settings ?? DEFAULT_SETTINGS),
    trackingPixelUrl: localHost ? null : (options.tracking?.pixelUrl ?? null),
  };
  const csp = options.csp ?? ((nonce: string) => contentSecurityPolicy(nonce));
  const services = createAppServices({ settings, api: createApiClient({ origin: url.origin, fetch: apiFetch }) });
  const handler = createStaticHandler(createRoutes(services));
  const context = await handler.query(request);
  if (context instanceof Response) return context; // a loader redirected
  if (context.errors) {
    for (const error of Object.values(context.errors)) logError(requestId, 'loader', error);
    return internalErrorPage(storeCode, requestId);
  }

  const status = Object.values(context.loaderData).some(isNotFound) ? 404 : context.statusCode;
  const meta = pageMetaFor(context.matches, context.loaderData, services);
  const router = createStaticRouter(handler.dataRoutes, context);
  const crawler = isBot(request.headers.get('user-agent'));
  const nonce = createNonce();
  let renderErrors = 0;
  let app: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    app = await renderToReadableStream(
      <AppProviders services={services}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      {
        signal: request.signal,
        nonce,
        // React outlines large completed boundaries (fallback + swap script) to paint early; a crawler
        // gets every boundary inline instead: one complete document.
        ...(crawler ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        onError(error) {
          // A boundary that fails on the server is rendered again in the browser; log it here.
          renderErrors++;
          logError(requestId, 'render', error);
        },
      },
    );
  } catch (error) {
    // The shell itself failed: nothing was sent yet, so the error page can still be sent whole.
    logError(requestId, 'shell', error);
    return internalErrorPage(storeCode, requestId);
  }
  if (crawler) await app.allReady;

  const head = { ...meta, origin: url.origin, nonce };
  const body = composeDocument(documentStart(head, clientAssets), app, () => {
    const queries = dehydrate(services.queryClient);
    onComplete?.({ tags: pageTags(queries.queries.map((q) => ({ queryKey: q.queryKey, data: q.state.data })), context.loaderData), renderErrors, nonce });
    const trackers = options.tracking
      ? trackersFor(options.tracking, { hostname: url.hostname, routeName: routeNameFor(context.matches, context.loaderData) })
      : [];
    return documentEnd(serializePageState({ queries, loaderData: context.loaderData, settings }), clientAssets, true, trackerScriptTags(trackers, nonce));
  });
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'x-request-id': requestId,
    vary: 'accept-encoding',
    'content-security-policy': csp(nonce),
  });
  if (streamEncoding === 'identity') headers.set('content-encoding', 'identity');
  return new Response(body, { status, headers });
}
