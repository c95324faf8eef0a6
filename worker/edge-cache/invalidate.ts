// Purge endpoint (ADR 012, as the original's `/invalidate`; limits and secrets in ADR 016):
//   POST /api/invalidate  {"tag":"P123,C4"}            X-Invalidate-Key: <INVALIDATE_KEY>
//   GET  /api/invalidate?tag=P123,C4                   X-Invalidate-Key: <INVALIDATE_KEY>
// The key travels in the `X-Invalidate-Key` header or the POST body, never in the url (urls land in access
// logs): a `key` parameter is refused with 400. The secret is the INVALIDATE_KEY secret; on a non-local
// host an unset or well-known development key closes the endpoint (403), so a deploy that forgot the
// secret cannot be purged by anyone. `npm start` on localhost accepts DEV_INVALIDATE_KEY when no secret is
// set. At most MAX_PURGE_TAGS tags a call. The tag index gives the entries' keys directly (no scan); they
// are deleted from caches.default, so the next request for them is a MISS. caches.default is per data
// centre: on the real edge a purge reaches the PoP that runs it (a zone purge-by-tag on the stored
// `Cache-Tag` header is the global follow-up).
import { MAX_PURGE_TAGS } from '#shared/config/input-limits.ts';
import { cache, withState } from './entry';
import { forgetHeldPages } from './hot-pages';
import { expectedPurgeKey } from './purge-key';
import { forgetKeys, keysForTags, parseTags } from './tags';

export interface InvalidateEnv {
  DB: D1Database;
  INVALIDATE_KEY?: string;
  /** `on` only under the local development start: the development key then opens on local hosts (ADR 057). */
  LOCAL_DEVELOPMENT?: string;
}

export const INVALIDATE_KEY_HEADER = 'x-invalidate-key';

const envelope = (code: number, result: unknown, headers: Record<string, string> = {}): Response =>
  withState(
    Response.json({ code, result }, { status: code, headers: { 'cache-control': 'no-store', ...headers } }),
    'BYPASS',
  );

/** Constant-time comparison (the key must not leak through timing). */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a[i % (a.length || 1)] ?? 0) ^ (b[i % (b.length || 1)] ?? 0);
  return diff === 0;
}

type PurgeParams = { ok: true; tag: string | null; key: string | null } | { ok: false; response: Response };

async function paramsOf(request: Request): Promise<PurgeParams> {
  const url = new URL(request.url);
  if (url.searchParams.has('key')) {
    return {
      ok: false,
      response: envelope(
        400,
        `Send the invalidation key in the ${INVALIDATE_KEY_HEADER} header or the POST body, never in the url (urls are logged)`,
      ),
    };
  }
  let tag = url.searchParams.get('tag');
  let key = request.headers.get(INVALIDATE_KEY_HEADER);
  if (request.method === 'POST') {
    // The body is at most 64 KB here: worker/index.ts applies the API body limit before the proxy.
    const text = await request.text();
    if (text.trim() !== '') {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, response: envelope(400, 'Malformed JSON in the request body') };
      }
      if (body && typeof body === 'object') {
        const b = body as { tag?: unknown; key?: unknown };
        if (tag === null && typeof b.tag === 'string') tag = b.tag;
        if (key === null && typeof b.key === 'string') key = b.key;
      }
    }
  }
  return { ok: true, tag, key };
}

export async function handleInvalidate(request: Request, env: InvalidateEnv): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return envelope(405, `ERROR: ${request.method} request method is not supported.`, { allow: 'GET, POST' });
  }
  const expected = expectedPurgeKey(env.INVALIDATE_KEY, new URL(request.url).hostname, env.LOCAL_DEVELOPMENT);
  if (expected === undefined)
    return envelope(403, 'Cache purge is disabled on this host: set the INVALIDATE_KEY secret');
  const params = await paramsOf(request);
  if (!params.ok) return params.response;
  if (params.key === null || !sameSecret(params.key, expected))
    return envelope(401, 'Invalid or missing invalidation key');
  const tags = parseTags(params.tag);
  if (tags.length === 0)
    return envelope(400, 'No tag given: use /api/invalidate?tag=P123,C4 with the key in the X-Invalidate-Key header');
  if (tags.length > MAX_PURGE_TAGS) return envelope(400, `Too many tags: at most ${MAX_PURGE_TAGS} per purge`);
  const keys = await keysForTags(env.DB, tags);
  await Promise.all(keys.map((k) => cache().delete(k)));
  forgetHeldPages();
  await forgetKeys(env.DB, keys);
  return envelope(200, { tags, purged: keys.length });
}
