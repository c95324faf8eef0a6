// One bounded HTTP exchange of the soak (issue 8): loopback only, aborted client-side after a time limit,
// the whole body read, never throwing. Used by the hostile stream, the recovery check and the set-up.

/** The soak sends traffic to the local server only: anything else is refused before a socket is opened. */
export function assertLoopback(url: string): void {
  const { hostname, protocol } = new URL(url);
  if (protocol !== 'http:' || hostname !== '127.0.0.1') {
    throw new Error(`the soak only talks to http://127.0.0.1, refusing ${url.slice(0, 80)}`);
  }
}

export interface Exchange {
  /** HTTP status, or null when no answer came (see `failure`). */
  status: number | null;
  /** 'timeout': aborted by us after the limit; 'error': connection refused, reset, …. */
  failure: 'timeout' | 'error' | null;
  ms: number;
  body: string;
  headers: Headers | null;
  errorMessage?: string;
}

export interface ExchangeRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Bytes are sent as they are (the hostile stream's big bodies are encoded once). */
  body?: string | Uint8Array<ArrayBuffer>;
}

export async function exchange(url: string, request: ExchangeRequest, timeoutMs: number): Promise<Exchange> {
  assertLoopback(url);
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: { 'accept-encoding': 'identity', ...request.headers },
      body: request.body,
      signal,
      // A redirect is an answer like any other here, never a request to somewhere else.
      redirect: 'manual',
    });
    // The limit covers the body too: a server that sends headers and then stalls is a timeout.
    const body = await response.text();
    return { status: response.status, failure: null, ms: performance.now() - started, body, headers: response.headers };
  } catch (error) {
    const timedOut = signal.aborted;
    return {
      status: null,
      failure: timedOut ? 'timeout' : 'error',
      ms: performance.now() - started,
      body: '',
      headers: null,
      errorMessage:
        error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
          : String(error),
    };
  }
}
