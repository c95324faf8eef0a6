// Store locator points (`store` entity) and regions (`region` entity) of the catalogue index
// (seed: worker/platform/seed/places.ts). Both are small (tens of documents per store view); the
// queries go through the documents' UNIQUE (store, entity, id) index.
import { STORE_CODES, type StoreCode } from '#shared/config/store-views.ts';
import { num, str } from './values';

export interface RegionCity {
  name: string;
  lat: number;
  lng: number;
}

export interface RegionPlace {
  store: StoreCode;
  id: number;
  name: string;
  countryId: string;
  cities: RegionCity[];
}

function toRegion(store: StoreCode, doc: Record<string, unknown>): RegionPlace | null {
  const id = num(doc.id);
  if (id === null) return null;
  const cities: RegionCity[] = [];
  for (const city of Array.isArray(doc.cities) ? (doc.cities as unknown[]) : []) {
    if (typeof city !== 'object' || city === null) continue;
    const record = city as Record<string, unknown>;
    const lat = num(record.lat);
    const lng = num(record.lng);
    if (typeof record.name === 'string' && lat !== null && lng !== null) cities.push({ name: record.name, lat, lng });
  }
  return { store, id, name: str(doc.name), countryId: str(doc.country_id, 'RU'), cities };
}

async function documentsOf(db: D1Database, stores: readonly StoreCode[], entity: 'store' | 'region') {
  const placeholders = stores.map((_, i) => `?${i + 2}`).join(',');
  const { results } = await db
    .prepare(`SELECT store, doc FROM documents WHERE store IN (${placeholders}) AND entity = ?1 ORDER BY store, id`)
    .bind(entity, ...stores)
    .all<{ store: StoreCode; doc: string }>();
  return results.map((row) => ({ store: row.store, doc: JSON.parse(row.doc) as Record<string, unknown> }));
}

/** Regions of every store view: a city header may come in either language (Cloudflare sends English). */
export async function loadRegions(db: D1Database): Promise<RegionPlace[]> {
  const rows = await documentsOf(db, STORE_CODES, 'region');
  return rows.map((row) => toRegion(row.store, row.doc)).filter((region): region is RegionPlace => region !== null);
}

/** Active store locator points of a store view, as stored, in id order. */
export async function loadStorePoints(db: D1Database, store: StoreCode): Promise<Record<string, unknown>[]> {
  const rows = await documentsOf(db, [store], 'store');
  return rows.map((row) => row.doc).filter((doc) => doc.is_active !== false);
}
