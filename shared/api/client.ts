// The one API client of both sides (DESIGN.md §2): route loaders on the server call it in-process,
// hooks in the browser over HTTP. Only the transport differs.

export type Fetcher = (request: Request) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin the relative API paths resolve against (the page origin in the browser). */
  origin: string;
  fetch: Fetcher;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly result: unknown,
    readonly url: string,
  ) {
    super(`API ${status} for ${url}: ${typeof result === 'string' ? result : JSON.stringify(result)}`);
    this.name = 'ApiError';
  }
}

export interface ApiClient {
  getJson<T>(path: string, params?: Record<string, string | number | undefined>): Promise<T>;
  postJson<T>(path: string, body: unknown, params?: Record<string, string | number | undefined>): Promise<T>;
}

function buildUrl(origin: string, path: string, params?: Record<string, string | number | undefined>): URL {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readJson<T>(response: Response, url: string): Promise<T> {
  const type = response.headers.get('content-type') ?? '';
  // Spec §8: an answer that is not JSON is 'Error with response - bad content-type!'.
  if (!type.includes('application/json')) throw new ApiError(response.status, 'Error with response - bad content-type!', url);
  const body: unknown = await response.json();
  if (!response.ok) {
    const result = body && typeof body === 'object' && 'result' in body ? (body as { result: unknown }).result : body;
    throw new ApiError(response.status, result, url);
  }
  return body as T;
}

export function createApiClient({ origin, fetch }: ApiClientOptions): ApiClient {
  return {
    async getJson<T>(path: string, params?: Record<string, string | number | undefined>) {
      const url = buildUrl(origin, path, params);
      const response = await fetch(new Request(url, { headers: { accept: 'application/json' } }));
      return readJson<T>(response, url.pathname);
    },
    async postJson<T>(path: string, body: unknown, params?: Record<string, string | number | undefined>) {
      const url = buildUrl(origin, path, params);
      const response = await fetch(
        new Request(url, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      return readJson<T>(response, url.pathname);
    },
  };
}
