// Image endpoint of the platform, mounted at /img (supplement §2): product illustrations generated
// from the path alone, at the spec §9 thumbnail sizes, as VSF's getThumbnailPath asks for them
// (`/img/{w}/{h}/resize/{path}`, contract §5.19). Anything unknown is a 400, never a 500.
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { badRequest } from '#worker/platform/http.ts';
import { ORIGINAL_SIZE, parseProductImagePath, parseThumbnailSize } from './image-path';
import { renderProductSvg } from './svg';

/** The url fully determines the bytes, so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function answer(c: Context, imagePath: string, size: { width: number; height: number }): Response {
  const decoded = safeDecode(imagePath);
  if (decoded === null) return badRequest(c, `Malformed image path '${imagePath}'`);
  const parsed = parseProductImagePath(decoded);
  if (!parsed.ok) return badRequest(c, parsed.message);
  const svg = renderProductSvg({ ...parsed.value, ...size });
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': IMMUTABLE });
}

/** Path after a prefix like `/img/502/502/resize/`, whatever the mount point. */
function restAfter(c: Context, marker: string): string {
  const path = new URL(c.req.url).pathname;
  const at = path.indexOf(marker);
  return at < 0 ? '' : path.slice(at + marker.length);
}

export const imageRoutes = new Hono<{ Bindings: PlatformEnv }>();

imageRoutes.get('/:width/:height/resize/*', (c) => {
  const size = parseThumbnailSize(c.req.param('width'), c.req.param('height'));
  if (!size.ok) return badRequest(c, size.message);
  return answer(c, restAfter(c, '/resize/'), size.value);
});

// The original image (no resize segment), served at the product size.
imageRoutes.get('/*', (c) => {
  const path = new URL(c.req.url).pathname;
  const rest = path.replace(/^\/img\//, '').replace(/^\//, '');
  return answer(c, rest, ORIGINAL_SIZE);
});
