// The edge cache of generated images (ADR 028): a size the edge keeps (./edge-sizes.ts) is stored in the
// Workers Cache API under a key built from the parsed request, so spelling variants share one entry and the
// key space is sizes x modes x kinds x colours x 3; any other size is rendered each time and marked
// `private`, so no shared cache stores it while the browser still keeps it for a year.
import type { Context } from 'hono';
import type { ProductImageRequest } from './image-path';
import type { ImageMode, ImageSize } from './image-size';

/** The url fully determines the bytes, so caches may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Same lifetime for the browser only: shared caches (the edge, a CDN) must not store it. */
export const BROWSER_ONLY = 'private, max-age=31536000, immutable';
/** The same header the /api/* edge cache sends (ADR 012), so one header tells where an answer came from. */
export const IMAGE_CACHE_HEADER = 'x-storefront-cache';
/** Bumped when the drawing changes, so the edge never serves a picture of an older renderer. */
const RENDER_VERSION = 'v2';

export interface ImageKey {
  image: ProductImageRequest;
  size: ImageSize;
  /** `original` = `/img/{path}` without a size segment. */
  mode: ImageMode | 'original';
}

/** The cache key on the request's own origin (the edge does not keep keys of foreign hosts; ADR 012). */
export function imageCacheKey(origin: string, { image, size, mode }: ImageKey): string {
  const path = `product/${image.kind}/${image.colorCode}/${image.variant}.svg`;
  return `${origin}/__edge-cache/img/${RENDER_VERSION}/${size.width}x${size.height}/${mode}/${path}`;
}

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8' } as const;

function waitUntilOf(c: Context): ((promise: Promise<unknown>) => void) | null {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return null; // no execution context (a plain app.request in a unit test): nothing to wait for
  }
}

/** Answers from the edge cache when `key` is set, else renders; a miss is stored after the answer. */
export async function cachedSvg(c: Context, key: string | null, render: () => string): Promise<Response> {
  if (key === null) {
    return new Response(render(), {
      status: 200,
      headers: { ...SVG_HEADERS, 'Cache-Control': BROWSER_ONLY, [IMAGE_CACHE_HEADER]: 'BYPASS' },
    });
  }
  const cache = caches.default;
  const hit = await cache.match(key);
  if (hit) {
    const headers = new Headers(hit.headers);
    headers.set(IMAGE_CACHE_HEADER, 'HIT');
    return new Response(hit.body, { status: 200, headers });
  }
  const svg = render();
  const entry = new Response(svg, { status: 200, headers: { ...SVG_HEADERS, 'Cache-Control': IMMUTABLE } });
  const put = cache.put(key, entry).catch((error: unknown) => console.warn('image cache put failed', error));
  const waitUntil = waitUntilOf(c);
  if (waitUntil) waitUntil(put);
  else await put;
  return new Response(svg, {
    status: 200,
    headers: { ...SVG_HEADERS, 'Cache-Control': IMMUTABLE, [IMAGE_CACHE_HEADER]: 'MISS' },
  });
}
