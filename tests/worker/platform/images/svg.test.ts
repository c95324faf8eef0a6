// Generated product illustrations and the image path rules (supplement §2, spec §9 sizes).
import { describe, expect, it } from 'vitest';
import { renderProductSvg } from '#worker/platform/images/svg.ts';
import { parseProductImagePath, parseThumbnailSize } from '#worker/platform/images/image-path.ts';
import { COLORS, IMAGE_KINDS } from '#worker/platform/seed/index.ts';

describe('renderProductSvg', () => {
  it('sets the requested size, a viewBox and the colour', () => {
    const svg = renderProductSvg({ kind: 'sneakers', colorHex: '#C8373B', width: 502, height: 502, variant: 1 });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="502" height="502" viewBox="0 0 200 200"/,
    );
    expect(svg).toContain('fill="#c8373b"');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('is deterministic, differs per variant and stays under 4 KB for every kind and colour', () => {
    for (const kind of IMAGE_KINDS) {
      for (const color of COLORS) {
        for (const variant of [1, 2, 3]) {
          const svg = renderProductSvg({ kind, colorHex: color.hex, width: 2000, height: 2000, variant });
          expect(svg.length).toBeLessThan(4096);
          expect(renderProductSvg({ kind, colorHex: color.hex, width: 2000, height: 2000, variant })).toBe(svg);
        }
      }
      const [a, b, c] = [1, 2, 3].map((variant) =>
        renderProductSvg({ kind, colorHex: '#2b2b2e', width: 104, height: 104, variant }),
      );
      expect(new Set([a, b, c]).size).toBe(3);
    }
  });

  it('draws a white product visibly on the light background (dark outline)', () => {
    const svg = renderProductSvg({ kind: 'tshirt', colorHex: '#f4f4f0', width: 104, height: 104, variant: 1 });
    expect(svg).toMatch(/stroke="#8[0-9a-f]{5}"/);
  });
});

describe('image paths and sizes', () => {
  it('parses product/{kind}/{color}/{n}.svg', () => {
    expect(parseProductImagePath('product/boots/navy/2.svg')).toEqual({
      ok: true,
      value: { kind: 'boots', colorCode: 'navy', colorHex: '#27365c', variant: 2 },
    });
  });

  it('rejects unknown kinds, colours, numbers and shapes with a clear message', () => {
    expect(parseProductImagePath('product/rocket/navy/1.svg')).toMatchObject({
      ok: false,
      message: expect.stringContaining("Unknown image kind 'rocket'"),
    });
    expect(parseProductImagePath('product/boots/teal/1.svg')).toMatchObject({
      ok: false,
      message: expect.stringContaining("Unknown colour 'teal'"),
    });
    expect(parseProductImagePath('product/boots/navy/4.svg')).toMatchObject({ ok: false });
    expect(parseProductImagePath('w/s/ws01-black_main.jpg')).toMatchObject({ ok: false });
  });

  it('allows only the spec thumbnail sizes', () => {
    for (const [w, h] of [
      ['104', '104'],
      ['502', '502'],
      ['2000', '2000'],
    ] as const)
      expect(parseThumbnailSize(w, h).ok).toBe(true);
    expect(parseThumbnailSize('300', '300')).toEqual({
      ok: false,
      message: 'Unsupported image size 300x300; allowed sizes: 104x104, 502x502, 2000x2000',
    });
    expect(parseThumbnailSize('502', '104').ok).toBe(false);
    expect(parseThumbnailSize('0502', '502').ok).toBe(false);
  });
});
