// Which image sizes the edge keeps (ADR 028): only the sizes a storefront actually asks for, so the key space
// of the image cache is bounded and cannot be filled by asking for every width and height. The spec's sizes
// (spec §9) and Vue Storefront 1's defaults (310x300 tiles, 600x744 gallery, 150x150 cart; issue 12) always;
// a shop adds its own with the `IMAGE_EDGE_SIZES` var (`"240x300,800x800"`).
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import { parseImageSize, type ImageSize } from './image-size';

/** Vue Storefront 1 default theme (issue 12: tiles, product gallery, microcart). */
const VSF1_SIZES: readonly ImageSize[] = [
  { width: 310, height: 300 },
  { width: 600, height: 744 },
  { width: 150, height: 150 },
];

export const DEFAULT_EDGE_SIZES: readonly ImageSize[] = [...Object.values(THUMBNAIL_SIZES), ...VSF1_SIZES];

/** Configured sizes beyond this many are ignored: the var must not reopen the key space. */
export const MAX_EXTRA_EDGE_SIZES = 16;

/** The sizes of `IMAGE_EDGE_SIZES` (`WxH` comma list; malformed or out-of-range entries are skipped). */
export function parseEdgeSizes(config: string | undefined): ImageSize[] {
  const sizes: ImageSize[] = [];
  for (const entry of (config ?? '').split(',')) {
    const match = /^\s*(\d+)x(\d+)\s*$/i.exec(entry);
    if (!match) continue;
    const size = parseImageSize(match[1] ?? '', match[2] ?? '');
    if (size.ok) sizes.push(size.value);
    if (sizes.length === MAX_EXTRA_EDGE_SIZES) break;
  }
  return sizes;
}

export function isEdgeSize(size: ImageSize, extra: readonly ImageSize[]): boolean {
  const same = (s: ImageSize) => s.width === size.width && s.height === size.height;
  return DEFAULT_EDGE_SIZES.some(same) || extra.some(same);
}
