// The browser's API client, whose request code (#shared/api/client.ts, ~1 KB gzip) loads at the first request: a
// page hydrates from the data the server sent, so nothing is asked before the shopper navigates or acts. The
// service worker keeps that chunk with the others, so later visits and offline pages have it at once.
import type { ApiClient, ApiClientOptions } from '#shared/api/client.ts';

/**
 * @example
 * const api = lazyApiClient({ origin: location.origin, fetch });
 * await api.getJson('/api/stock/check', { sku }); // loads the request code, then asks
 */
export function lazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | undefined;
  // A load that failed (offline before the service worker had the chunk) is not kept: the next request tries again.
  const load = () =>
    (client ??= import('#shared/api/client.ts')
      .then((module) => module.createApiClient(options))
      .catch((error: unknown) => {
        client = undefined;
        throw error;
      }));
  const request = ((path: string, requestOptions?: Parameters<ApiClient['request']>[1]) =>
    load().then((api) => api.request(path, requestOptions))) as ApiClient['request'];
  return {
    tokenInHeader: options.tokenInHeader ?? false,
    request,
    getJson: (path, params) => load().then((api) => api.getJson(path, params)),
    postJson: (path, body, params) => load().then((api) => api.postJson(path, body, params)),
  };
}
