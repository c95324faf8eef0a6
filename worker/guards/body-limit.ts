// Request body limit (issue 8 finding 8, ADR 016): hono's bodyLimit middleware checks a declared
// Content-Length before reading, and counts a streamed body as it arrives, so nothing over the limit
// is buffered or parsed (a 5 MB url/map body once cost 1.8 s of CPU). Past it: 413 with the envelope.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_API_BODY_BYTES } from '#shared/config/input-limits.ts';

/** 413 `{code,result}` for JSON bodies over MAX_API_BODY_BYTES (64 KB). */
export function apiBodyLimit(maxSize = MAX_API_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json({ code: 413, result: `Request body too large: at most ${maxSize} bytes` }, 413),
  });
}
