// Streaming SSR of a page request (DESIGN.md §4), in three steps of their own (ADR 018):
//   1. services (./services.ts): the client's composition root for this request, API calls in-process;
//   2. loaders (./loaders.ts): the route loaders fill the request's query client (critical data awaited,
//      secondary data streamed behind Suspense);
//   3. document (./stream.tsx): React streams the app inside the document, the dehydrated state follows it
//      so the browser hydrates without refetching.
// A loader failure, or a shell that cannot render, answers the spec §8 error page with the request id.
// The server renders every store view: all dictionaries registered (shared/i18n/translate.ts).
import '#shared/i18n/all-dictionaries.ts';
import { storeCodeFromPath } from '#shared/domain/urls.ts';
import type { Fetcher } from '#shared/api/client.ts';
import type { StorefrontSettings } from '#shared/config/settings.ts';
import type { TrackingConfig } from '#shared/config/trackers.ts';
import type { PageRenderInfo } from '#worker/edge-cache/page-cache.ts';
import { logError } from '#worker/log.ts';
import { contentSecurityPolicy } from './content-security-policy';
import { internalErrorPage } from './error-page';
import { loadPage } from './loaders';
import { pageServices } from './services';
import { streamDocument } from './stream';

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

export async function renderPage(options: RenderOptions): Promise<Response> {
  const { request, requestId } = options;
  const url = new URL(request.url);
  const storeCode = storeCodeFromPath(url.pathname);

  const { services, settings } = pageServices({
    url,
    apiFetch: options.apiFetch,
    settings: options.settings,
    tracking: options.tracking,
  });

  const page = await loadPage(services, request);
  if (page.kind === 'redirect') return page.response;
  if (page.kind === 'failed') {
    for (const error of page.errors) logError('loader', error, { requestId });
    return internalErrorPage(storeCode, requestId);
  }

  try {
    return await streamDocument(page, services, {
      request,
      requestId,
      settings,
      tracking: options.tracking,
      csp: options.csp ?? ((nonce) => contentSecurityPolicy(nonce)),
      streamEncoding: options.streamEncoding,
      onComplete: options.onComplete,
    });
  } catch (error) {
    // The shell itself failed: nothing was sent yet, so the error page can still be sent whole.
    logError('shell', error, { requestId });
    return internalErrorPage(storeCode, requestId);
  }
}
