// Deterministic product illustrations (supplement §2: no external images). The picture depends only
// on its arguments, so the same url always gives the same bytes and can be cached forever.
import { IMAGE_KINDS, type ImageKind } from '#worker/platform/seed/vocabulary/kinds.ts';
import { SILHOUETTES } from './silhouettes';

export interface ProductSvgOptions {
  kind: ImageKind;
  /** Fill colour, `#rrggbb`. */
  colorHex: string;
  width: number;
  height: number;
  /** Gallery position 1..3: front, mirrored, close-up. */
  variant: number;
  /**
   * How the square picture meets a box of another shape (ADR 028): `contain` (default; `/resize/`) shows all
   * of it, the background widened to fill the box; `cover` (`/fit/`) fills the box and crops the overflow.
   */
  fit?: 'contain' | 'cover';
}

/** Side of the drawing's square canvas (the viewBox). */
const CANVAS = 200;

/** Light backgrounds per gallery variant. */
const BACKGROUNDS = ['#f6f4f0', '#eef2f5', '#f4eff3'] as const;

export function isImageKind(value: string): value is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(value);
}

function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`colour must be #rrggbb, got '${hex}'`);
  const n = Number.parseInt(match[1] as string, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mix towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  return toHex(parseHex(hex).map((c) => c + (target - c) * Math.abs(amount)));
}

function isLight(hex: string): boolean {
  const [r, g, b] = parseHex(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

/** Up to 3 decimals, no trailing zeros: stable bytes for the same box. */
function num(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** The background rectangle: the whole visible area in canvas units, wider than the canvas when contained. */
function backgroundRect(width: number, height: number, fit: 'contain' | 'cover'): string {
  if (fit === 'cover' || width === height) return `width="${CANVAS}" height="${CANVAS}"`;
  const scale = Math.min(width, height) / CANVAS;
  const w = width / scale;
  const h = height / scale;
  return `x="${num((CANVAS - w) / 2)}" y="${num((CANVAS - h) / 2)}" width="${num(w)}" height="${num(h)}"`;
}

export function renderProductSvg({
  kind,
  colorHex,
  width,
  height,
  variant,
  fit = 'contain',
}: ProductSvgOptions): string {
  const shape = SILHOUETTES[kind];
  const fill = toHex(parseHex(colorHex)); // normalised lower case
  const light = isLight(fill);
  const outline = shade(fill, light ? -0.45 : -0.35);
  const accent = light ? shade(fill, -0.25) : shade(fill, 0.55);
  const detail = light ? shade(fill, -0.5) : shade(fill, 0.7);
  const v = (((Math.trunc(variant) - 1) % 3) + 3) % 3;
  const background = BACKGROUNDS[v] ?? BACKGROUNDS[0];
  // Variant 2 is the mirrored side, variant 3 a close-up (both around the canvas centre).
  const transform =
    v === 1 ? ' transform="matrix(-1 0 0 1 200 0)"' : v === 2 ? ' transform="matrix(1.25 0 0 1.25 -25 -25)"' : '';
  const parts = [
    `<path d="${shape.body}" fill="${fill}" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`,
    shape.accents
      ? `<path d="${shape.accents}" fill="${accent}" stroke="${outline}" stroke-width="2" stroke-linejoin="round"/>`
      : '',
    shape.details
      ? `<path d="${shape.details}" fill="none" stroke="${detail}" stroke-width="2.5" stroke-linecap="round"/>`
      : '',
  ].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS} ${CANVAS}"` +
    ` preserveAspectRatio="${fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet'}" role="img" aria-label="${kind}">` +
    `<rect ${backgroundRect(width, height, fit)} fill="${background}"/>` +
    `<ellipse cx="100" cy="182" rx="70" ry="7" fill="#000" fill-opacity="0.07"/>` +
    `<g${transform}>${parts}</g></svg>`
  );
}
