// The visitor's city for the `geoip` section (spec §3 "geoip city_info"). There is no geoip database
// here: Cloudflare's visitor location headers (`cf-ipcity`, `cf-region`, `cf-ipcountry`, added at the
// edge by the "Add visitor location headers" managed transform) are used when present and matched to
// the shop's regions; otherwise the shop's default city, Moscow.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CityInfo } from '#shared/contract/legacy.ts';
import type { RegionPlace } from './places';

/** The shop's default city (the first region of the seed, spec §1: Russian market). */
export const DEFAULT_CITY = { ru: 'Москва', en: 'Moscow', lat: 55.7558, lng: 37.6173 } as const;

export interface LocationHeaders {
  city?: string | undefined;
  region?: string | undefined;
  country?: string | undefined;
}

/** Header values are byte strings: UTF-8 city names arrive as Latin-1 characters; decode them back. */
export function decodeHeaderText(value: string): string {
  if (!/[\u0080-\u00ff]/.test(value) || /[\u0100-\uffff]/.test(value)) return value;
  const decoded = new TextDecoder().decode(Uint8Array.from(value, (ch) => ch.charCodeAt(0)));
  return decoded.includes('\ufffd') ? value : decoded;
}

const normalise = (name: string) => name.trim().toLowerCase().replaceAll('ё', 'е');

/** The region and city index whose city (in any store view's language) is called `name`. */
function findCity(regions: readonly RegionPlace[], name: string): { regionId: number; cityIndex: number } | null {
  const wanted = normalise(name);
  for (const region of regions) {
    const cityIndex = region.cities.findIndex((city) => normalise(city.name) === wanted);
    if (cityIndex >= 0) return { regionId: region.id, cityIndex };
  }
  return null;
}

function findRegion(regions: readonly RegionPlace[], name: string): number | null {
  const wanted = normalise(name);
  return regions.find((region) => normalise(region.name) === wanted)?.id ?? null;
}

/** City info in the store view's language; null when the view has no such region or city. */
function cityInfoOf(
  regions: readonly RegionPlace[],
  store: StoreCode,
  regionId: number,
  cityIndex: number,
  source: CityInfo['source'],
): CityInfo | null {
  const region = regions.find((r) => r.store === store && r.id === regionId);
  const city = region?.cities[cityIndex];
  if (!region || !city) return null;
  return {
    city: city.name,
    region: region.name,
    region_id: region.id,
    country_id: region.countryId,
    lat: city.lat,
    lng: city.lng,
    source,
  };
}

function defaultCityInfo(regions: readonly RegionPlace[], store: StoreCode): CityInfo {
  const match = findCity(regions, DEFAULT_CITY.ru);
  const known = match && cityInfoOf(regions, store, match.regionId, match.cityIndex, 'default');
  if (known) return known;
  const city = DEFAULT_CITY[store];
  return {
    city,
    region: city,
    region_id: null,
    country_id: 'RU',
    lat: DEFAULT_CITY.lat,
    lng: DEFAULT_CITY.lng,
    source: 'default',
  };
}

export function resolveCityInfo(headers: LocationHeaders, regions: readonly RegionPlace[], store: StoreCode): CityInfo {
  const city = headers.city ? decodeHeaderText(headers.city).trim() : '';
  const regionName = headers.region ? decodeHeaderText(headers.region).trim() : '';
  if (city !== '') {
    const match = findCity(regions, city);
    const known = match && cityInfoOf(regions, store, match.regionId, match.cityIndex, 'cf-ipcity');
    if (known) return known;
    // A city without a shop region: answered as the edge named it.
    const country = headers.country?.trim().toUpperCase();
    return {
      city,
      region: regionName || null,
      region_id: null,
      country_id: country || 'RU',
      lat: null,
      lng: null,
      source: 'cf-ipcity',
    };
  }
  if (regionName !== '') {
    const regionId = findRegion(regions, regionName);
    const known = regionId === null ? null : cityInfoOf(regions, store, regionId, 0, 'cf-region');
    if (known) return known;
  }
  return defaultCityInfo(regions, store);
}
