// 405 answers with `Allow` (issue 8 finding 9, RFC 9110 §15.5.6) for the paths outside /api that only
// read: images, the legacy JSON calls of spec §7 and pages. JSON paths answer the `{code,result}`
// envelope as the API does (contract §0.1); images and pages a short plain text.
import type { Context } from 'hono';

const READ_ONLY = 'GET, HEAD';

/** A handler answering 405 on a JSON path with the envelope. */
export function jsonMethodNotAllowed(c: Context): Response {
  const path = new URL(c.req.url).pathname;
  return c.json({ code: 405, result: `ERROR: ${c.req.method} request method is not supported; use GET ${path}` }, 405, {
    allow: READ_ONLY,
  });
}

/** A handler answering 405 on an image or page path in plain text. */
export function textMethodNotAllowed(c: Context): Response {
  return c.text('405 Method Not Allowed: use GET or HEAD', 405, { allow: READ_ONLY });
}
