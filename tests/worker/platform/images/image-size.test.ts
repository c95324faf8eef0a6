// Sizes and modes of /img/{w}/{h}/{mode}/{path} (issue 12 item 3, ADR 028): any whole size 1..2000.
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIDE, parseImageMode, parseImageSize } from '#worker/platform/images/image-size.ts';

describe('parseImageSize', () => {
  it('accepts any whole width and height from 1 to 2000', () => {
    expect(MAX_IMAGE_SIDE).toBe(2000);
    for (const [w, h] of [
      ['310', '300'],
      ['600', '744'],
      ['150', '150'],
      ['1', '1'],
      ['2000', '2000'],
      ['104', '2000'],
    ] as const)
      expect(parseImageSize(w, h)).toEqual({ ok: true, value: { width: Number(w), height: Number(h) } });
  });

  it('refuses 0, 2001, fractions, negatives, non-canonical and huge numbers, naming the limit', () => {
    expect(parseImageSize('0', '300')).toEqual({
      ok: false,
      message: "Unsupported image width '0'; expected a whole number of pixels from 1 to 2000",
    });
    expect(parseImageSize('300', '2001')).toEqual({
      ok: false,
      message: "Unsupported image height '2001'; expected a whole number of pixels from 1 to 2000",
    });
    for (const bad of ['12.5', '-3', '0502', '1e3', '+5', ' 5', '', 'abc', '9999'])
      expect(parseImageSize(bad, '300').ok, bad).toBe(false);
    expect(parseImageSize('1'.repeat(30), '300')).toEqual({
      ok: false,
      message: "Unsupported image width '111111111111…'; expected a whole number of pixels from 1 to 2000",
    });
  });
});

describe('parseImageMode', () => {
  it("knows vue-storefront-api's resize and fit", () => {
    expect(parseImageMode('resize')).toEqual({ ok: true, value: 'resize' });
    expect(parseImageMode('fit')).toEqual({ ok: true, value: 'fit' });
  });

  it('refuses anything else with the supported list', () => {
    expect(parseImageMode('crop')).toEqual({
      ok: false,
      message: "Unknown image mode 'crop'; supported modes: resize, fit",
    });
    expect(parseImageMode('Resize').ok).toBe(false);
    expect(parseImageMode('identify').ok).toBe(false);
  });
});
