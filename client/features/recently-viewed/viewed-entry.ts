// What a product page visit records for the recently viewed list (issue 11 "Recently viewed"; spec §2
// my-recently-viewed): the fields a tile of the later my-account block needs, taken from the product document
// the page shows. No storage here (a page imports it while rendering on the server); the writer is
// record.browser.ts beside it.
import { shelfPrice, type PricedProduct } from '#shared/domain/price.ts';
import type { RecentlyViewedEntry } from '#client/lib/storage/records.ts';

export interface ViewedProduct extends PricedProduct {
  sku: string;
  name: string;
  url_path: string;
  image: string;
}

/** The entry of one visit of `product` at `now` (the product page's parent sku: one entry per page). */
export function viewedEntry(product: ViewedProduct, now: number): RecentlyViewedEntry {
  return {
    sku: product.sku,
    parentSku: product.sku,
    viewed_at: now,
    name: product.name,
    url_path: product.url_path,
    image: product.image,
    price: shelfPrice(product, now).current,
  };
}
