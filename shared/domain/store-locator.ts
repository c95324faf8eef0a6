// Store locator (spec §1 "a store locator", §3 home data "store locator points", §7 legacy
// `GET /stockists/ajax/stores?all=true`; issue 10): the shop's points grouped by city and filtered by one.
// Cities keep the order the shop lists its points in (the platform answers the largest cities first),
// stores inside a city too. Pure: the server renders the list, the browser filters it.

/** What the list shows of a point (shared/contract/legacy.ts `Stockist` has these and more). */
export interface StorePoint {
  id: number;
  name: string;
  city: string;
  region: string | null;
  address: string;
  phone: string;
  hours: string;
  lat: number;
  lng: number;
}

export interface CityStores<T extends StorePoint = StorePoint> {
  city: string;
  /** The region when it says more than the city (Казань — Республика Татарстан; not Москва — Москва). */
  region: string | null;
  stores: T[];
}

/** A stable key for a city (the select's value, the url's `?city=`): its name, trimmed. */
export const cityKey = (city: string): string => city.trim();

export function groupStoresByCity<T extends StorePoint>(points: readonly T[]): CityStores<T>[] {
  const byCity = new Map<string, CityStores<T>>();
  for (const point of points) {
    const key = cityKey(point.city);
    if (key === '') continue; // a point without a city cannot be listed under one
    let group = byCity.get(key);
    if (!group) {
      const region = point.region && point.region.trim() !== key ? point.region.trim() : null;
      group = { city: key, region, stores: [] };
      byCity.set(key, group);
    }
    group.stores.push(point);
  }
  return [...byCity.values()];
}

/** The groups of one city, or all of them for no city (or a city the shop has no store in). */
export function filterByCity<T extends StorePoint>(
  groups: readonly CityStores<T>[],
  city: string | null | undefined,
): CityStores<T>[] {
  const key = city ? cityKey(city) : '';
  const match = groups.filter((group) => group.city === key);
  return key === '' || match.length === 0 ? [...groups] : match;
}

/** A phone number as a `tel:` link: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}`;
}
