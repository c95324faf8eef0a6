// `GET /stockists/ajax/stores?all=true` (spec §7 legacy backend): the store locator points of the store
// view, with their region's name, as a raw JSON array (shared/contract/legacy.ts).
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Stockist } from '#shared/contract/legacy.ts';
import { loadRegions, loadStorePoints } from './places';
import { num, str } from './values';

export async function listStockists(db: D1Database, store: StoreCode): Promise<Stockist[]> {
  const [points, regions] = await Promise.all([loadStorePoints(db, store), loadRegions(db)]);
  const regionName = new Map(regions.filter((r) => r.store === store).map((r) => [r.id, r.name]));
  const stockists: Stockist[] = [];
  for (const doc of points) {
    const id = num(doc.id);
    const lat = num(doc.lat);
    const lng = num(doc.lng);
    if (id === null || lat === null || lng === null) continue; // not a point on the map
    const regionId = num(doc.region_id);
    stockists.push({
      id,
      name: str(doc.name),
      city: str(doc.city),
      region: regionId === null ? null : (regionName.get(regionId) ?? null),
      region_id: regionId,
      country_id: str(doc.country_id, 'RU'),
      address: str(doc.address),
      lat,
      lng,
      phone: str(doc.phone),
      hours: str(doc.hours),
    });
  }
  return stockists;
}
