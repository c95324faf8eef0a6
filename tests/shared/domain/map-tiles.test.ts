// The store locator map's tile math (shared/domain/map-tiles.ts; issue 10): Web Mercator projection, the
// view that fits the points, tile urls.
import { describe, expect, it } from 'vitest';
import { fitMapView, project, tileUrl, TILE_SIZE } from '#shared/domain/map-tiles.ts';

describe('projection', () => {
  it('the world is one tile at zoom 0, centred on 0,0', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: 180 }, 1).x).toBe(2 * TILE_SIZE);
    // Moscow at zoom 10 lies in tile 619/320, as every slippy map puts it.
    const moscow = project({ lat: 55.7558, lng: 37.6173 }, 10);
    expect([Math.floor(moscow.x / TILE_SIZE), Math.floor(moscow.y / TILE_SIZE)]).toEqual([619, 320]);
  });
});

describe('fitting points into a map', () => {
  it('one point: the largest zoom, the point in the middle', () => {
    const view = fitMapView([{ lat: 55.7558, lng: 37.6173 }], 600, 400, { maxZoom: 12 });
    expect(view?.zoom).toBe(12);
    expect(view?.markers).toEqual([{ left: 300, top: 200 }]);
    // The tiles cover the whole map.
    const tiles = view?.tiles ?? [];
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.left + TILE_SIZE))).toBeGreaterThanOrEqual(600);
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.top + TILE_SIZE))).toBeGreaterThanOrEqual(400);
  });

  it('Moscow and Novosibirsk: a small zoom that keeps both inside the margins', () => {
    const view = fitMapView(
      [
        { lat: 55.7558, lng: 37.6173 },
        { lat: 55.0084, lng: 82.9357 },
      ],
      600,
      400,
    );
    expect(view).not.toBeNull();
    for (const marker of view!.markers) {
      expect(marker.left).toBeGreaterThanOrEqual(24);
      expect(marker.left).toBeLessThanOrEqual(576);
    }
    expect(view!.zoom).toBeLessThan(6);
  });

  it('no points, no map', () => {
    expect(fitMapView([], 600, 400)).toBeNull();
  });

  it('tile urls from a template', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', { x: 619, y: 320 }, 10)).toBe(
      'https://tiles.example/10/619/320.png',
    );
  });
});
