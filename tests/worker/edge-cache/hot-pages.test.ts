import { describe, expect, it } from 'vitest';
import { forgetHeldPage, forgetHeldPages, heldPage, holdPage, HOT_PAGE_MS } from '#worker/edge-cache/hot-pages.ts';

const entry = (body: string) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html', 'x-edge-cache-stored-at': '1000' } });

describe('hot pages (per-isolate micro-cache, ADR 013 addendum)', () => {
  it('holds a fresh entry for HOT_PAGE_MS and gives a full copy each time', async () => {
    const now = 10_000;
    const served = await holdPage('k1', entry('<p>page</p>'), now + 300_000, now);
    expect(await served.text()).toBe('<p>page</p>');
    const again = heldPage('k1', now + HOT_PAGE_MS - 1)!;
    expect(again.headers.get('x-edge-cache-stored-at')).toBe('1000');
    expect(await again.text()).toBe('<p>page</p>');
    // Each copy is independent (a hit rewrites its nonce in place).
    expect(await heldPage('k1', now + 1)!.text()).toBe('<p>page</p>');
    expect(heldPage('k1', now + HOT_PAGE_MS + 1)).toBeUndefined();
  });

  it('never holds a page past the end of its freshness', async () => {
    const now = 20_000;
    await (await holdPage('k2', entry('x'), now + 200, now)).arrayBuffer();
    expect(heldPage('k2', now + 199)).toBeDefined();
    expect(heldPage('k2', now + 201)).toBeUndefined();
  });

  it('forgets one page when a new entry is stored, and all on a purge', async () => {
    const now = 30_000;
    for (const key of ['a', 'b', 'c']) await (await holdPage(key, entry(key), now + 300_000, now)).arrayBuffer();
    forgetHeldPage('a');
    expect(heldPage('a', now)).toBeUndefined();
    expect(heldPage('b', now)).toBeDefined();
    forgetHeldPages();
    expect(heldPage('b', now)).toBeUndefined();
    expect(heldPage('c', now)).toBeUndefined();
  });

  it('keeps at most 64 pages, dropping the oldest first', async () => {
    const now = 40_000;
    forgetHeldPages();
    for (let i = 0; i < 65; i++) await (await holdPage(`p${i}`, entry(String(i)), now + 300_000, now)).arrayBuffer();
    expect(heldPage('p0', now)).toBeUndefined();
    expect(await heldPage('p1', now)!.text()).toBe('1');
    expect(await heldPage('p64', now)!.text()).toBe('64');
  });
});
