// The pages' catalogue key scope (worker/edge-cache/catalog-scope.ts, ADR 013): read from D1, reused by the
// isolate for SCOPE_MEMO_MS, and only as an arrived value — a read in flight is never handed to another
// request (workerd cancels a request awaiting another's I/O as "hung").
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { embeddedCatalogScope, SCOPE_MEMO_MS } from '#worker/edge-cache/catalog-scope.ts';

async function version(): Promise<{ token: string; version: number }> {
  const row = await env.DB.prepare('SELECT token, version FROM catalog_version WHERE id = 1').first<{
    token: string;
    version: number;
  }>();
  if (!row) throw new Error('catalog_version has no row');
  return row;
}

const bump = () => env.DB.prepare('UPDATE catalog_version SET version = version + 1 WHERE id = 1').run();

describe('embeddedCatalogScope', () => {
  // A clock of our own that only moves forward, each test well past the previous one's memo.
  let clock = Date.now() + 10 * 60_000;
  let start: number;
  beforeEach(() => {
    clock += 10 * SCOPE_MEMO_MS;
    start = clock;
  });

  it('is db-{token}-{version} of the catalogue version row', async () => {
    const { token, version: current } = await version();
    expect(await embeddedCatalogScope(env.DB, start)).toBe(`db-${token}-${current}`);
  });

  it('reuses the value for SCOPE_MEMO_MS, then reads the new version', async () => {
    const before = await embeddedCatalogScope(env.DB, start);
    await bump();
    const { token, version: after } = await version();
    expect(await embeddedCatalogScope(env.DB, start + SCOPE_MEMO_MS - 1)).toBe(before);
    expect(await embeddedCatalogScope(env.DB, start + SCOPE_MEMO_MS)).toBe(`db-${token}-${after}`);
  });

  it('concurrent misses each get the value (no shared read in flight)', async () => {
    await bump();
    const { token, version: current } = await version();
    const scopes = await Promise.all([1, 2, 3].map(() => embeddedCatalogScope(env.DB, start)));
    expect(scopes).toEqual([1, 2, 3].map(() => `db-${token}-${current}`));
  });
});
