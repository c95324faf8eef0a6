// Generated product illustrations and the image path rules (supplement §2, spec §9 sizes).
import { describe, expect, it } from 'vitest';
import { renderProductSvg } from '#worker/platform/images/svg.ts';
import { parseProductImagePath } from '#worker/platform/images/image-path.ts';
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

  it('contains the picture in a box of another shape, the background widened to fill it (resize)', () => {
    const svg = renderProductSvg({ kind: 'dress', colorHex: '#2b2b2e', width: 310, height: 300, variant: 1 });
    expect(svg).toContain('width="310" height="300" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid meet"');
    // 300 px = 200 canvas units, so 310 px = 206.667 units centred: x = -3.333.
    expect(svg).toContain('<rect x="-3.333" y="0" width="206.667" height="200" fill="#f6f4f0"/>');
    const tall = renderProductSvg({ kind: 'dress', colorHex: '#2b2b2e', width: 1, height: 2000, variant: 1 });
    expect(tall).toContain('<rect x="0" y="-199900" width="200" height="400000"');
  });

  it('covers the box and crops the overflow (fit)', () => {
    const svg = renderProductSvg({
      kind: 'dress',
      colorHex: '#2b2b2e',
      width: 600,
      height: 744,
      variant: 2,
      fit: 'cover',
    });
    expect(svg).toContain('width="600" height="744" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid slice"');
    expect(svg).toContain('<rect width="200" height="200" fill="#eef2f5"/>');
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
});
