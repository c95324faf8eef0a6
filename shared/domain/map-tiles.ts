// The store locator's map (issue 10: "a map only where third-party tiles are allowed"): which tiles of a
// slippy map (Web Mercator, 256 px tiles, the `{z}/{x}/{y}` scheme every tile server uses) cover a set of
// points, and where each point falls, for a fixed-size map without a map library. Pure math; the page
// draws the tiles as images and the points as markers.

export const TILE_SIZE = 256;

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** World pixel coordinates at a zoom level. */
export function project({ lat, lng }: GeoPoint, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export interface MapView {
  zoom: number;
  /** Tiles to draw, placed relative to the map's top-left corner (px). */
  tiles: Array<{ x: number; y: number; left: number; top: number }>;
  /** Each point's place on the map (px), in the order given. */
  markers: Array<{ left: number; top: number }>;
}

/**
 * The largest zoom (up to maxZoom) at which every point fits inside a width × height map with a margin,
 * centred on the points' bounding box; null for no points.
 */
export function fitMapView(
  points: readonly GeoPoint[],
  width: number,
  height: number,
  { maxZoom = 13, margin = 24 }: { maxZoom?: number; margin?: number } = {},
): MapView | null {
  if (points.length === 0) return null;
  let zoom = maxZoom;
  for (; zoom > 0; zoom -= 1) {
    const projected = points.map((point) => project(point, zoom));
    const xs = projected.map((p) => p.x);
    const ys = projected.map((p) => p.y);
    if (
      Math.max(...xs) - Math.min(...xs) <= width - 2 * margin &&
      Math.max(...ys) - Math.min(...ys) <= height - 2 * margin
    ) {
      break;
    }
  }
  const projected = points.map((point) => project(point, zoom));
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const left = (Math.min(...xs) + Math.max(...xs)) / 2 - width / 2;
  const top = (Math.min(...ys) + Math.max(...ys)) / 2 - height / 2;
  const tileCount = 2 ** zoom;
  const tiles: MapView['tiles'] = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty * TILE_SIZE < top + height; ty += 1) {
    if (ty < 0 || ty >= tileCount) continue;
    for (let tx = Math.floor(left / TILE_SIZE); tx * TILE_SIZE < left + width; tx += 1) {
      // Longitude wraps around: tile -1 is the last one of the row.
      const x = ((tx % tileCount) + tileCount) % tileCount;
      tiles.push({ x, y: ty, left: Math.round(tx * TILE_SIZE - left), top: Math.round(ty * TILE_SIZE - top) });
    }
  }
  const markers = projected.map((p) => ({ left: Math.round(p.x - left), top: Math.round(p.y - top) }));
  return { zoom, tiles, markers };
}

/** A tile's url from a `{z}/{x}/{y}` template (settings: mapTiles). */
export function tileUrl(template: string, tile: { x: number; y: number }, zoom: number): string {
  return template.replace('{z}', String(zoom)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}
