// Phase 3 of the soak (issue 8): right after the hostile stream, does the server answer normally? One
// request of each normal kind, one after another; each must answer 2xx within RECOVERY_MAX_MS.
import { exchange, type ExchangeRequest } from './soak-http';
import type { NormalTargets } from './soak-targets';
import { UNCACHED_HEADERS } from './targets';

/**
 * "Quickly": the slowest of these (an uncached full-document text search) takes a few tens of ms on an
 * idle server; a worker still busy with a hostile request takes seconds.
 */
export const RECOVERY_MAX_MS = 1000;
const TIMEOUT_MS = 5_000;

export interface RecoveryCheck {
  name: string;
  status: number | null;
  failure: string | null;
  ms: number;
  ok: boolean;
}

export async function checkRecovery(baseURL: string, targets: NormalTargets): Promise<RecoveryCheck[]> {
  const checks: RecoveryCheck[] = [];
  const run = async (name: string, path: string, init: ExchangeRequest = {}) => {
    const answer = await exchange(`${baseURL}${path}`, init, TIMEOUT_MS);
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300 && answer.ms <= RECOVERY_MAX_MS;
    checks.push({ name, status: answer.status, failure: answer.failure, ms: answer.ms, ok });
    return answer;
  };
  const [home, category, product] = targets.pages;
  for (const [name, path] of [
    ['home', home],
    ['category', category],
    ['product', product],
  ] as const)
    if (path) await run(name, path);
  if (targets.listings[0])
    await run('catalogue listing (uncached)', targets.listings[0], { headers: UNCACHED_HEADERS });
  if (targets.texts[0]) await run('text search (uncached)', targets.texts[0], { headers: UNCACHED_HEADERS });
  await run('url map', '/api/url/map', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: targets.urlPaths[0] }),
  });
  const created = await run('cart create', '/api/cart/create', { method: 'POST' });
  const cartId = created.status === 200 ? (JSON.parse(created.body) as { result?: unknown }).result : null;
  if (typeof cartId === 'string') {
    await run('cart update', `/api/cart/update?cartId=${cartId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartItem: { sku: targets.sku, qty: 1, quoteId: cartId } }),
    });
    await run('cart pull', `/api/cart/pull?cartId=${cartId}`);
  }
  return checks;
}
