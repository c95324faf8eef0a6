// Image endpoint of the platform, mounted at /img (supplement §2): product illustrations generated
// from the path alone, as VSF's getThumbnailPath asks for them (`/img/{w}/{h}/resize/{path}`, contract §5.19),
// at any size from 1x1 to the spec's 2000x2000 and in vue-storefront-api's `resize`/`fit` modes (issue 12,
// ADR 028). Sizes the edge keeps are cached there (./image-cache.ts). Anything unknown is a 400, never a 500.
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { badRequest } from '#worker/platform/http.ts';
import { isEdgeSize, parseEdgeSizes } from './edge-sizes';
import { cachedSvg, imageCacheKey } from './image-cache';
import { ORIGINAL_SIZE, parseProductImagePath } from './image-path';
import { parseImageMode, parseImageSize, type ImageMode, type ImageSize } from './image-size';
import { renderProductSvg } from './svg';

type ImageContext = Context<{ Bindings: PlatformEnv }>;

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

async function answer(
  c: ImageContext,
  imagePath: string,
  size: ImageSize,
  mode: ImageMode | 'original',
): Promise<Response> {
  const decoded = safeDecode(imagePath);
  if (decoded === null) return badRequest(c, `Malformed image path '${imagePath.slice(0, 200)}'`);
  const parsed = parseProductImagePath(decoded);
  if (!parsed.ok) return badRequest(c, parsed.message);
  const image = parsed.value;
  const kept = mode === 'original' || isEdgeSize(size, parseEdgeSizes(c.env?.IMAGE_EDGE_SIZES));
  const key = kept ? imageCacheKey(new URL(c.req.url).origin, { image, size, mode }) : null;
  const fit = mode === 'fit' ? 'cover' : 'contain';
  return cachedSvg(c, key, () => renderProductSvg({ ...image, ...size, fit }));
}

/** Path after a prefix like `/img/502/502/resize/`, whatever the mount point. */
function restAfter(c: Context, marker: string): string {
  const path = new URL(c.req.url).pathname;
  const at = path.indexOf(marker);
  return at < 0 ? '' : path.slice(at + marker.length);
}

export const imageRoutes = new Hono<{ Bindings: PlatformEnv }>();

// The original image (no size segment), served at the product size. Registered first: its path
// `product/{kind}/{color}/{n}.svg` also has the shape of a sized one.
function original(c: ImageContext): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const rest = path.replace(/^\/img\//, '').replace(/^\//, '');
  return answer(c, rest, ORIGINAL_SIZE, 'original');
}
imageRoutes.get('/product/*', original);

imageRoutes.get('/:width/:height/:mode/*', (c) => {
  const size = parseImageSize(c.req.param('width'), c.req.param('height'));
  if (!size.ok) return badRequest(c, size.message);
  const mode = parseImageMode(c.req.param('mode'));
  if (!mode.ok) return badRequest(c, mode.message);
  return answer(c, restAfter(c, `/${mode.value}/`), size.value, mode.value);
});

imageRoutes.get('/*', original);
