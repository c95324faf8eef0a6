// Parses the generated image paths of the seed (`product/{kind}/{colorCode}/{n}.svg`). Sizes and modes of
// the resize endpoint: ./image-size.ts (issue 12: any size up to the spec's 2000).
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import { COLOR_BY_CODE } from '#worker/platform/seed/vocabulary/options.ts';
import { IMAGE_KINDS, type ImageKind } from '#worker/platform/seed/vocabulary/kinds.ts';
import { isImageKind } from './svg';

export interface ProductImageRequest {
  kind: ImageKind;
  colorCode: string;
  colorHex: string;
  variant: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Gallery images per colour (supplement §2: n = 1..3). */
export const GALLERY_VARIANTS = 3;

/** Size served by the original-image route `/img/{path}` (no resize segment). */
export const ORIGINAL_SIZE = THUMBNAIL_SIZES.product;

export function parseProductImagePath(path: string): Parsed<ProductImageRequest> {
  const match = /^\/?product\/([^/]+)\/([^/]+)\/([^/]+)\.svg$/.exec(path);
  if (!match) return { ok: false, message: `Unknown image path '${path}'; expected product/{kind}/{color}/{n}.svg` };
  const [, kind = '', colorCode = '', n = ''] = match;
  if (!isImageKind(kind))
    return { ok: false, message: `Unknown image kind '${kind}'; known kinds: ${IMAGE_KINDS.join(', ')}` };
  const color = COLOR_BY_CODE.get(colorCode);
  if (!color)
    return {
      ok: false,
      message: `Unknown colour '${colorCode}'; known colours: ${[...COLOR_BY_CODE.keys()].join(', ')}`,
    };
  const variant = Number(n);
  if (!/^\d+$/.test(n) || variant < 1 || variant > GALLERY_VARIANTS) {
    return { ok: false, message: `Unknown image number '${n}'; expected 1 to ${GALLERY_VARIANTS}` };
  }
  return { ok: true, value: { kind, colorCode, colorHex: color.hex, variant } };
}
