// The part of autocannon 8's programmatic API that the soak (issue 8) uses on top of bench/lib/autocannon.d.ts:
// a cycle of requests per connection with a per-connection context (a guest cart id between its calls).
// Merged into that declaration (same ambient module). Source: node_modules/autocannon/lib/{requestIterator,
// httpRequestBuilder}.js and its README "API" section.
declare module 'autocannon' {
  export interface RequestContext {
    [key: string]: unknown;
  }

  export interface RequestSpec {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path?: string;
    /** Merged over the instance's headers. */
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Returns the request to send; a falsy result restarts the cycle at its first request. */
    setupRequest?: (request: RequestSpec, context: RequestContext) => RequestSpec | null;
    /** Called with the whole body (autocannon then keeps bodies of this request only). */
    onResponse?: (
      status: number,
      body: string,
      context: RequestContext,
      headers: Record<string, string | string[]>,
    ) => void;
  }

  export interface Options {
    /** Each connection sends these in order and starts over (with a fresh context) after the last. */
    requests?: RequestSpec[];
  }
}
