// The soak's normal traffic (issue 8): five kinds of requests, each an autocannon instance with its own share of
// the connections, all running at once against the local server. One instance per kind, not one shared
// cycle, so that a slow kind (an uncached search) cannot starve a fast one (a cached page) of connections,
// and so that each kind's latency and status codes come out separately.
import autocannon, { type RequestContext, type RequestSpec } from 'autocannon';
import { percentile } from './percentiles';
import { assertLoopback } from './soak-http';
import type { NormalTargets } from './soak-targets';
import { UNCACHED_HEADERS } from './targets';

export type NormalKind = 'pages' | 'catalogue' | 'text' | 'cart' | 'url-map';

export interface KindPlan {
  kind: NormalKind;
  description: string;
  connections: number;
  requests: RequestSpec[];
}

export interface KindResult {
  kind: NormalKind;
  connections: number;
  /** Response times of every answered request (any status), ascending, ms. */
  latencies: number[];
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  durationS: number;
}

/**
 * A normal request slower than this is aborted and counted as a timeout (an error): the slowest normal
 * request (an uncached full-document text search) answers in well under a second on this machine.
 */
export const NORMAL_TIMEOUT_S = 5;

/** Shares of the connections (of 16): pages are what most visitors get, then the API calls around them. */
const WEIGHTS: Record<NormalKind, number> = { pages: 6, catalogue: 3, text: 2, cart: 3, 'url-map': 2 };

const JSON_HEADERS = { 'content-type': 'application/json' };
/** Update/pull rounds per guest cart before the cycle starts over with a new cart. */
const CART_ROUNDS = 3;

export function planNormalTraffic(targets: NormalTargets, connections: number): KindPlan[] {
  const shares = splitConnections(connections);
  const get = (path: string, headers: Record<string, string> = {}): RequestSpec => ({ method: 'GET', path, headers });
  return [
    {
      kind: 'pages',
      description: `cached pages ${targets.pages.join(', ')}`,
      connections: shares.pages,
      requests: targets.pages.map((p) => get(p)),
    },
    {
      kind: 'catalogue',
      description:
        'uncached catalogue listings (tile fields, 9 aggs) and a sku lookup, `authorization: Bearer bench-uncached`',
      connections: shares.catalogue,
      requests: targets.listings.map((p) => get(p, UNCACHED_HEADERS)),
    },
    {
      kind: 'text',
      description: 'uncached `_searchText` searches «кроссовки» (tile fields, full documents) and «кросовки»',
      connections: shares.text,
      requests: targets.texts.map((p) => get(p, UNCACHED_HEADERS)),
    },
    {
      kind: 'cart',
      description: `guest cart: create, then ${CART_ROUNDS}× (update sku ${targets.sku}, pull)`,
      connections: shares.cart,
      requests: cartCycle(targets.sku),
    },
    {
      kind: 'url-map',
      description: `POST /api/url/map of ${targets.urlPaths.map((u) => `"${u.length > 30 ? `${u.slice(0, 27)}...` : u}"`).join(', ')}`,
      connections: shares['url-map'],
      requests: targets.urlPaths.map((url) => ({
        method: 'POST',
        path: '/api/url/map',
        headers: JSON_HEADERS,
        body: JSON.stringify({ url }),
      })),
    },
  ];
}

/**
 * Create → (update, pull) × CART_ROUNDS; autocannon gives each connection a context that lives for one
 * cycle, which carries the cart id from the create answer to the calls after it. A cycle whose create
 * failed starts over (the failure is already counted).
 */
function cartCycle(sku: string): RequestSpec[] {
  const cartId = (context: RequestContext) => (typeof context.cartId === 'string' ? context.cartId : null);
  const create: RequestSpec = {
    method: 'POST',
    path: '/api/cart/create',
    onResponse: (status, body, context) => {
      if (status !== 200) return;
      try {
        context.cartId = (JSON.parse(body) as { result: unknown }).result;
      } catch {
        // Not the envelope: the next calls see no cart id and the cycle starts over.
      }
    },
  };
  const rounds = Array.from({ length: CART_ROUNDS }, (_, round): RequestSpec[] => [
    {
      method: 'POST',
      headers: JSON_HEADERS,
      setupRequest: (request, context) => {
        const id = cartId(context);
        // qty changes every round (an update sets the quantity, so the same qty twice would be a no-op).
        return id
          ? {
              ...request,
              path: `/api/cart/update?cartId=${id}`,
              body: JSON.stringify({ cartItem: { sku, qty: round + 1, quoteId: id } }),
            }
          : null;
      },
    },
    {
      method: 'GET',
      setupRequest: (request, context) => {
        const id = cartId(context);
        return id ? { ...request, path: `/api/cart/pull?cartId=${id}` } : null;
      },
    },
  ]);
  return [create, ...rounds.flat()];
}

/** Largest-remainder split of the connections by WEIGHTS (exact at 16), at least one per kind. */
function splitConnections(total: number): Record<NormalKind, number> {
  const kinds = Object.keys(WEIGHTS) as NormalKind[];
  const weightSum = kinds.reduce((sum, k) => sum + WEIGHTS[k], 0);
  const exact = new Map(kinds.map((k) => [k, (total * WEIGHTS[k]) / weightSum]));
  const shares = new Map(kinds.map((k) => [k, Math.max(1, Math.floor(exact.get(k) ?? 0))]));
  const sum = () => [...shares.values()].reduce((s, x) => s + x, 0);
  const behind = (k: NormalKind) => (exact.get(k) ?? 0) - (shares.get(k) ?? 0);
  while (sum() < total) {
    const k = [...kinds].sort((a, b) => behind(b) - behind(a))[0] as NormalKind;
    shares.set(k, (shares.get(k) ?? 0) + 1);
  }
  // Only when the minimum of one per kind overshot (few connections): take from the most ahead.
  while (sum() > total) {
    const k = [...kinds].filter((x) => (shares.get(x) ?? 0) > 1).sort((a, b) => behind(a) - behind(b))[0] as NormalKind;
    shares.set(k, (shares.get(k) ?? 0) - 1);
  }
  return Object.fromEntries(shares) as Record<NormalKind, number>;
}

/** Runs every kind at once for `durationS` seconds; autocannon stops by itself at the end. */
export async function runNormalTraffic(baseURL: string, plans: KindPlan[], durationS: number): Promise<KindResult[]> {
  assertLoopback(baseURL);
  return Promise.all(plans.map((plan) => runKind(baseURL, plan, durationS)));
}

async function runKind(baseURL: string, plan: KindPlan, durationS: number): Promise<KindResult> {
  const latencies: number[] = [];
  const run = autocannon({
    url: baseURL,
    connections: plan.connections,
    duration: durationS,
    timeout: NORMAL_TIMEOUT_S,
    // Uncompressed, as in `npm run bench` (bench/lib/measure.ts says why).
    headers: { accept: 'text/html,application/json,*/*', 'accept-encoding': 'identity' },
    requests: plan.requests,
  });
  run.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    kind: plan.kind,
    connections: plan.connections,
    latencies,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    durationS: result.duration,
  };
}

/** One kind's results of several runs (the slices of a phase) as one. */
export function mergeKindResults(runs: readonly KindResult[][]): KindResult[] {
  const first = runs[0] ?? [];
  return first.map((k, i) => {
    const parts = runs.map((run) => run[i]).filter((part): part is KindResult => part !== undefined);
    const statusCodes: Record<string, number> = {};
    for (const part of parts)
      for (const [code, n] of Object.entries(part.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
    const sum = (field: 'errors' | 'timeouts' | 'non2xx' | 'durationS') =>
      parts.reduce((total, part) => total + part[field], 0);
    return {
      kind: k.kind,
      connections: k.connections,
      latencies: parts.flatMap((part) => part.latencies).sort((a, b) => a - b),
      errors: sum('errors'),
      timeouts: sum('timeouts'),
      non2xx: sum('non2xx'),
      statusCodes,
      durationS: sum('durationS'),
    };
  });
}

export interface LatencySummary {
  responses: number;
  p50: number;
  p95: number;
  p99: number;
}

export function summarize(sortedAscending: readonly number[]): LatencySummary {
  return {
    responses: sortedAscending.length,
    p50: percentile(sortedAscending, 50),
    p95: percentile(sortedAscending, 95),
    p99: percentile(sortedAscending, 99),
  };
}

/** All kinds' latencies together: the "normal traffic" p50/p95/p99 of a phase. */
export function mergedLatencies(results: readonly KindResult[]): number[] {
  return results.flatMap((r) => r.latencies).sort((a, b) => a - b);
}
