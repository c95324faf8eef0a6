// Seam for the server-side product processor (contract §2.5: API:src/processor/product.js — tax
// calculation §4.2, `sgn` signatures). Documents are returned exactly as stored for now; the tax issue
// replaces the body of `processHits` and both catalogue search and the url map pick it up.
import type { EntityType } from '../../../shared/contract/entities';
import type { StoreCode } from '../../../shared/config/store-views';

export type CatalogDocument = Record<string, unknown>;

export async function processHits(
  _entity: EntityType,
  _store: StoreCode,
  docs: CatalogDocument[],
): Promise<CatalogDocument[]> {
  return docs;
}
