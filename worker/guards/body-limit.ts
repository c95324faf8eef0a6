// Request body limit (ADR 016): nothing over the limit is buffered or parsed (a 5 MB url/map body once cost
// 1.8 s of CPU). Past it: 413 with the envelope.
//   - A declared Content-Length: hono's bodyLimit middleware answers before reading anything.
//   - A streamed (chunked) body: counted as it arrives here; past the limit its rest is **read and dropped**
//     (up to 1 MB, then cancelled). hono's middleware also counts it, but leaves the rest of the stream unread
//     and locked by its reader, and under `wrangler dev` an abandoned request body stalled the next client's
//     request (or failed it with a 503 "worker restarted mid-request"); cancelling it did not help, draining
//     does (ADR 058). The same count, in one place that owns the reader, so it can finish it.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_API_BODY_BYTES } from '#shared/config/input-limits.ts';

const tooLarge = (c: Context, maxSize: number) =>
  c.json({ code: 413, result: `Request body too large: at most ${maxSize} bytes` }, 413);

/** Is the body streamed without a length the middleware can check before reading? */
const isStreamed = (request: Request) =>
  request.headers.has('transfer-encoding') || !request.headers.has('content-length');

/** Past this much read in all, a body still arriving is cancelled instead of drained. */
const MAX_DRAINED_BYTES = 1024 * 1024;

/**
 * Reads the rest of a refused body and drops it, so the connection is free for the next request; a body that
 * goes on past MAX_DRAINED_BYTES is cancelled.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, read: number): Promise<void> {
  let size = read;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.length;
      if (size > MAX_DRAINED_BYTES) {
        await reader.cancel('request body over the limit');
        return;
      }
    }
  } catch {
    // The client went away meanwhile: nothing left to release.
  }
}

/** The whole body, or null once it passed `maxSize` (its rest is drained then). */
async function readWithin(body: ReadableStream<Uint8Array>, maxSize: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxSize) {
      await drain(reader, size);
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return whole;
}

/**
 * 413 `{code,result}` for bodies over `maxSize` (MAX_API_BODY_BYTES, 64 KB).
 *
 * @example
 * app.use('/api/*', apiBodyLimit());
 */
export function apiBodyLimit(maxSize = MAX_API_BODY_BYTES): MiddlewareHandler {
  const declared = bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize) });
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body || !isStreamed(c.req.raw)) return declared(c, next);
    const whole = await readWithin(body, maxSize);
    if (whole === null) return tooLarge(c, maxSize);
    c.req.raw = new Request(c.req.raw, { body: whole });
    await next();
  };
}
