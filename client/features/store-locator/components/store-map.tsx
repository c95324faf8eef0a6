// The store locator's map (issue 10: "a map only where third-party tiles are allowed"): shown only when the
// shop configures tiles (settings.mapTiles; worker/pages/setup.ts then lets their origin through the CSP).
// No map library: the tiles that cover the shown stores (shared/domain/map-tiles.ts) and a numbered marker
// per store drawn in one SVG (attributes, not inline styles, which the page's CSP refuses), which scales
// with the page. It is one image to assistive technology; the list beside it carries the same information.
import type { MapTiles } from '#shared/config/settings.ts';
import type { StorePoint } from '#shared/domain/store-locator.ts';
import { fitMapView, tileUrl, TILE_SIZE } from '#shared/domain/map-tiles.ts';
import { useT } from '#client/lib/services.tsx';

/** The frame the view is computed for (SVG user units); drawn at any width with the same proportions. */
const WIDTH = 640;
const HEIGHT = 360;

export function StoreMap({ stores, tiles }: { stores: readonly StorePoint[]; tiles: MapTiles }) {
  const t = useT();
  const view = fitMapView(stores, WIDTH, HEIGHT);
  if (!view) return null;
  return (
    <figure className="store-map" data-testid="store-map">
      <svg
        className="store-map__canvas"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('stores.map', { count: stores.length })}
      >
        {view.tiles.map((tile) => (
          <image
            key={`${tile.x}/${tile.y}/${tile.left}`}
            href={tileUrl(tiles.url, tile, view.zoom)}
            x={tile.left}
            y={tile.top}
            width={TILE_SIZE}
            height={TILE_SIZE}
          />
        ))}
        {view.markers.map((marker, i) => (
          <g
            key={stores[i]?.id ?? i}
            className="store-map__marker"
            transform={`translate(${marker.left} ${marker.top})`}
          >
            <circle r="13" />
            <text textAnchor="middle" dominantBaseline="central">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      {tiles.attribution ? <figcaption className="store-map__attribution">{tiles.attribution}</figcaption> : null}
    </figure>
  );
}
