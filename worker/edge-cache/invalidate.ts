// Purge endpoint (ADR 012, as the original's `/invalidate`): GET|POST /api/invalidate?tag=P123,C4&key=…
// The key is the INVALIDATE_KEY secret (missing or wrong → 401 envelope); no valid tag → 400. The tag
// index gives the entries' keys directly (no scan); they are deleted from caches.default, so the next
// request for them is a MISS. caches.default is per data centre: on the real edge a purge reaches the
// PoP that runs it (a zone purge-by-tag on the stored `Cache-Tag` header is the global follow-up).
import { cache, withState } from './entry';
import { forgetHeldPages } from './hot-pages';
import { forgetKeys, keysForTags, parseTags } from './tags';

export interface InvalidateEnv {
  DB: D1Database;
  INVALIDATE_KEY?: string;
}

const envelope = (code: number, result: unknown): Response =>
  withState(Response.json({ code, result }, { status: code, headers: { 'cache-control': 'no-store' } }), 'BYPASS');

/** Constant-time comparison (the key must not leak through timing). */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i % (a.length || 1)] ?? 0) ^ (b[i % (b.length || 1)] ?? 0);
  return diff === 0;
}

async function paramsOf(request: Request): Promise<{ tag: string | null; key: string | null }> {
  const url = new URL(request.url);
  let tag = url.searchParams.get('tag');
  let key = url.searchParams.get('key');
  if (request.method === 'POST' && (tag === null || key === null)) {
    try {
      const body: unknown = await request.json();
      if (body && typeof body === 'object') {
        const b = body as { tag?: unknown; key?: unknown };
        if (tag === null && typeof b.tag === 'string') tag = b.tag;
        if (key === null && typeof b.key === 'string') key = b.key;
      }
    } catch {
      // No JSON body: the query is all there is.
    }
  }
  return { tag, key };
}

export async function handleInvalidate(request: Request, env: InvalidateEnv): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return envelope(405, `ERROR: ${request.method} request method is not supported.`);
  }
  const { tag, key } = await paramsOf(request);
  const secret = env.INVALIDATE_KEY ?? '';
  if (secret === '' || key === null || !sameSecret(key, secret)) return envelope(401, 'Invalid or missing invalidation key');
  const tags = parseTags(tag);
  if (tags.length === 0) return envelope(400, 'No tag given: use /api/invalidate?tag=P123,C4&key=…');
  const keys = await keysForTags(env.DB, tags);
  await Promise.all(keys.map((k) => cache().delete(k)));
  forgetHeldPages();
  await forgetKeys(env.DB, keys);
  return envelope(200, { tags, purged: keys.length });
}
