// When a failed client navigation reloads the page (client/lib/missing-chunk.browser.ts, ADR 061): only for a chunk
// that failed to import while online, and once per url, so an offline shopper keeps the route's offline message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForMissingChunk } from '#client/lib/missing-chunk.browser.ts';

const CHUNK_ERROR = new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/p-1a2b.js');

let online: boolean;
let reloads: number;
let stored: Map<string, string>;

beforeEach(() => {
  online = true;
  reloads = 0;
  stored = new Map();
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('window', { location: { pathname: '/detyam', search: '?color=49', reload: () => (reloads += 1) } });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('reloadOnceForMissingChunk', () => {
  it('reloads once for a chunk that failed online, not a second time for the same url', () => {
    expect(reloadOnceForMissingChunk([CHUNK_ERROR])).toBe(true);
    expect(reloadOnceForMissingChunk([CHUNK_ERROR])).toBe(false);
    expect(reloads).toBe(1);
  });

  it('keeps the page offline, where a reload could only fail', () => {
    online = false;
    expect(reloadOnceForMissingChunk([CHUNK_ERROR])).toBe(false);
    expect(reloads).toBe(0);
    expect(stored.size).toBe(0);
  });

  it('leaves any other error to the route error page', () => {
    expect(reloadOnceForMissingChunk([new Error('Not found'), { status: 404 }])).toBe(false);
    expect(reloads).toBe(0);
  });
});
