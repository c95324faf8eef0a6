// The server-side product processor seam (contract §2.5: API:src/processor/product.js). Product hits are
// priced by the tax processor (contract §4.2, worker/platform/tax); other entities pass unchanged.
// Catalogue search and the url map both call it.
import type { EntityType } from '#shared/contract/entities.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { processProducts } from '#worker/platform/tax/product-processor.ts';

export type CatalogDocument = Record<string, unknown>;

export async function processHits(
  db: D1Database,
  entity: EntityType,
  store: StoreCode,
  docs: CatalogDocument[],
): Promise<CatalogDocument[]> {
  if (entity !== 'product') return docs;
  return processProducts(db, store, docs);
}
