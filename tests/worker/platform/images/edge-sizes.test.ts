// The bounded list of image sizes the edge keeps (ADR 028).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EDGE_SIZES,
  isEdgeSize,
  MAX_EXTRA_EDGE_SIZES,
  parseEdgeSizes,
} from '#worker/platform/images/edge-sizes.ts';

describe('edge image sizes', () => {
  it("keeps the spec's and Vue Storefront 1's sizes by default", () => {
    expect(DEFAULT_EDGE_SIZES.map((s) => `${s.width}x${s.height}`)).toEqual([
      '104x104',
      '502x502',
      '2000x2000',
      '310x300',
      '600x744',
      '150x150',
    ]);
    expect(isEdgeSize({ width: 310, height: 300 }, [])).toBe(true);
    expect(isEdgeSize({ width: 300, height: 310 }, [])).toBe(false);
    expect(isEdgeSize({ width: 311, height: 301 }, [])).toBe(false);
  });

  it('adds the configured sizes, skipping malformed and out-of-range entries', () => {
    const extra = parseEdgeSizes(' 240x300, 800X800,0x5,2001x10,abc,12.5x3,,');
    expect(extra).toEqual([
      { width: 240, height: 300 },
      { width: 800, height: 800 },
    ]);
    expect(isEdgeSize({ width: 240, height: 300 }, extra)).toBe(true);
    expect(parseEdgeSizes(undefined)).toEqual([]);
    expect(parseEdgeSizes('')).toEqual([]);
  });

  it(`takes at most ${MAX_EXTRA_EDGE_SIZES} configured sizes`, () => {
    const many = Array.from({ length: 40 }, (_, i) => `${i + 1}x${i + 1}`).join(',');
    expect(parseEdgeSizes(many)).toHaveLength(16);
    expect(MAX_EXTRA_EDGE_SIZES).toBe(16);
  });
});
