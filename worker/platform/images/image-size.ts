// Sizes and modes of `/img/{w}/{h}/{mode}/{path}` (issue 12 item 3, ADR 028): any integer width and height
// from 1 to the largest size the spec uses (spec §9 gallery, 2000), and the two actions of vue-storefront-api
// (`src/lib/image.js`): `resize` keeps the whole picture inside the box, `fit` covers the box and crops.
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import type { Parsed } from './image-path';

export interface ImageSize {
  width: number;
  height: number;
}

/** The largest side served: the spec's gallery size (spec §9: 2000x2000). */
export const MAX_IMAGE_SIDE = THUMBNAIL_SIZES.gallery.width;

/** `resize` = sharp `.max()` (contain), `fit` = sharp `.crop()` (cover); `identify` (metadata) is not served. */
export const IMAGE_MODES = ['resize', 'fit'] as const;
export type ImageMode = (typeof IMAGE_MODES)[number];

/** At most 4 digits are looked at, so a 30-digit number never reaches Number(). */
const CANONICAL_SIDE = /^[1-9]\d{0,3}$/;

function parseSide(text: string, name: 'width' | 'height'): Parsed<number> {
  // Canonical spellings only ('502', not '0502' or '502.0'): one url per image keeps caches effective.
  const value = CANONICAL_SIDE.test(text) ? Number(text) : NaN;
  if (!(value >= 1 && value <= MAX_IMAGE_SIDE)) {
    const shown = text.length > 12 ? `${text.slice(0, 12)}…` : text;
    return {
      ok: false,
      message: `Unsupported image ${name} '${shown}'; expected a whole number of pixels from 1 to ${MAX_IMAGE_SIDE}`,
    };
  }
  return { ok: true, value };
}

export function parseImageSize(width: string, height: string): Parsed<ImageSize> {
  const w = parseSide(width, 'width');
  if (!w.ok) return w;
  const h = parseSide(height, 'height');
  if (!h.ok) return h;
  return { ok: true, value: { width: w.value, height: h.value } };
}

export function isImageMode(value: string): value is ImageMode {
  return (IMAGE_MODES as readonly string[]).includes(value);
}

export function parseImageMode(mode: string): Parsed<ImageMode> {
  if (isImageMode(mode)) return { ok: true, value: mode };
  const shown = mode.length > 20 ? `${mode.slice(0, 20)}…` : mode;
  return { ok: false, message: `Unknown image mode '${shown}'; supported modes: ${IMAGE_MODES.join(', ')}` };
}
