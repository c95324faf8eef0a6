// Helpers of the proxy and edge-cache tests: the fake upstream API (tests/worker/api-proxy/fake-upstream.mjs,
// an auxiliary worker on a loopback socket) and direct calls of proxyApiRequest with an env that points
// at it, plus a way to age a cache entry (the entry's put time lives in a header: ADR 012).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { defaultStoreOf, type Env } from '#worker/env.ts';
import { createApiProxy, prepareApiRequest, type ProxyOptions } from '#worker/api-proxy/index.ts';
import { createPlatformApp } from '#worker/platform/index.ts';
import { classify } from '#worker/edge-cache/policy.ts';
import { cacheKeyFor } from '#worker/edge-cache/key.ts';
import { STORED_AT_HEADER } from '#worker/edge-cache/entry.ts';

/** The proxy as the worker builds it (worker/index.ts); these tests point it at the fake upstream. */
const proxyApiRequest = createApiProxy(createPlatformApp());

export const UPSTREAM_BASE = (env as unknown as { FAKE_UPSTREAM_URL: string }).FAKE_UPSTREAM_URL;
/** Nothing listens there (our port range, never given to the fake upstream). */
export const DOWN_UPSTREAM = 'http://127.0.0.1:8880';

export interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  storeHeader: string | null;
  body: string;
}

export function upstreamEnv(ns: string, overrides: Partial<Env> = {}): Env {
  return { ...(env as unknown as Env), API_UPSTREAM: `${UPSTREAM_BASE}/${ns}`, API_TIMEOUT_MS: '300', ...overrides };
}

/** One request through the proxy with the fake upstream; waits for its waitUntil work (cache puts). */
export async function viaProxy(
  ns: string,
  request: Request,
  overrides: Partial<Env> = {},
  options?: ProxyOptions,
): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await proxyApiRequest(request, upstreamEnv(ns, overrides), ctx, options);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return new Response(body, response);
}

export async function setMode(ns: string, mode: 'json' | 'slow' | 'html' | 'error'): Promise<void> {
  await fetch(`${UPSTREAM_BASE}/__control/${ns}/mode?set=${mode}`, { method: 'POST' });
}

export async function received(ns: string): Promise<Received[]> {
  return (await (await fetch(`${UPSTREAM_BASE}/__control/${ns}/requests`)).json()) as Received[];
}

/** Moves the put time of the cache entry of `request` back by `seconds` (as if stored that long ago). */
export async function ageEntry(request: Request, workerEnv: Env, seconds: number): Promise<void> {
  const prepared = await prepareApiRequest(request, workerEnv);
  const decision = classify(prepared);
  if (!decision.cache) throw new Error('request is not cacheable');
  const key = await cacheKeyFor(prepared, decision.policy, defaultStoreOf(workerEnv));
  const entry = await caches.default.match(key);
  if (!entry) throw new Error(`no cache entry for ${key}`);
  const headers = new Headers(entry.headers);
  headers.set(STORED_AT_HEADER, String(Number(headers.get(STORED_AT_HEADER)) - seconds * 1000));
  await caches.default.put(key, new Response(await entry.text(), { status: entry.status, headers }));
}
