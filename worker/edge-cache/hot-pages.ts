// A per-isolate micro-cache in front of the Cache API for the hottest page entries (ADR 013 addendum):
// a fresh entry read from caches.default is held in memory for HOT_PAGE_MS, so a burst of shoppers on
// one page costs one cache read per second per isolate instead of one per request. Bounded in time (a
// purge or a catalogue write in another isolate shows here within HOT_PAGE_MS, the same bound as the
// catalogue version memo, catalog-scope.ts) and in size (HOT_PAGE_LIMIT entries, oldest dropped first).
// A purge in this isolate forgets every held page at once.

export const HOT_PAGE_MS = 1_000;
const HOT_PAGE_LIMIT = 64;

interface HeldPage {
  bytes: Uint8Array;
  status: number;
  headers: Array<[string, string]>;
  heldUntil: number;
}

const held = new Map<string, HeldPage>();

/** A copy of the held entry for `key`, as a Response like the one caches.default gave, or undefined. */
export function heldPage(key: string, now = Date.now()): Response | undefined {
  const page = held.get(key);
  if (!page) return undefined;
  if (page.heldUntil < now) {
    held.delete(key);
    return undefined;
  }
  return new Response(page.bytes.slice(), { status: page.status, headers: page.headers });
}

/**
 * Holds a fresh entry read from the cache and returns an equivalent Response to serve (the entry's body
 * can be read only once). `freshUntil` (epoch ms) caps the hold: a held page is never served as fresh
 * past its TTL.
 */
export async function holdPage(key: string, entry: Response, freshUntil: number, now = Date.now()): Promise<Response> {
  const bytes = new Uint8Array(await entry.arrayBuffer());
  const headers: Array<[string, string]> = [];
  entry.headers.forEach((value, name) => headers.push([name, value]));
  if (held.size >= HOT_PAGE_LIMIT) {
    const oldest = held.keys().next().value;
    if (oldest !== undefined) held.delete(oldest);
  }
  held.set(key, { bytes, status: entry.status, headers, heldUntil: Math.min(now + HOT_PAGE_MS, freshUntil) });
  return new Response(bytes.slice(), { status: entry.status, headers });
}

/** Forgets one held page (a new entry was stored for its key). */
export function forgetHeldPage(key: string): void {
  held.delete(key);
}

/** Forgets every held page (a purge: the tags' keys are not known here, and a second of reads is cheap). */
export function forgetHeldPages(): void {
  held.clear();
}
