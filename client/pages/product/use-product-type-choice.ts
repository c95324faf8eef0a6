// The product page's choice for the product types of issue 11 ("Product types"; spec §4 "Prices"; contract §4.2):
// the quantity of each linked product of a grouped product (1 each to start: "price starting from the sum at
// qty 1"), the link and quantity of each bundle option (the default links to start), the custom option values;
// and the price those choices make, as a ShelfPrice so the Price component and the tax switch work unchanged.
// The linked products come from the query the loader awaited (queries.ts linkedProductsQuery), so the server
// renders the same items and price the browser hydrates.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import type { ShelfPrice } from '#shared/domain/price.ts';
import {
  bundleShelfPrice,
  groupedShelfPrice,
  linkedShelfPrices,
  withCustomOptions,
} from '#shared/domain/product-type-price.ts';
import {
  defaultBundleSelections,
  groupedLinkedSkus,
  selectedCustomOptionValues,
  type BundleOptionSelection,
} from '#shared/domain/tax/index.ts';
import type { ProductTypeChoice } from '#client/features/cart/cart-lines-by-type.ts';
import { useApi } from '#client/lib/services.tsx';
import { linkedProductsQuery, linkedSkusOf } from './queries';

export interface ProductTypeState {
  /** The linked products of a grouped or bundle product, by sku. */
  linked: ReadonlyMap<string, ProductDocument>;
  /** A grouped product's linked products in the product's order (the ones the catalogue answered). */
  groupedItems: ProductDocument[];
  /** What goes to cartLinesFor. */
  choice: Required<ProductTypeChoice>;
  /** The quantity input's text of a grouped product's linked product. */
  quantityText(sku: string): string;
  /** How many of it are chosen (the text as a whole number ≥ 0; anything else is 0). */
  quantityOf(sku: string): number;
  setQuantity(sku: string, text: string): void;
  setBundleLink(optionId: number, linkId: string): void;
  setBundleQty(optionId: number, qty: number): void;
  setCustom(optionId: number, value: string): void;
  /** The shown price: the composite price of a grouped or bundle product, then the custom options on top. */
  priceOf(base: ShelfPrice): ShelfPrice;
}

export function useProductTypeChoice(product: ProductDocument, storeCode: StoreCode): ProductTypeState {
  const api = useApi();
  const skus = linkedSkusOf(product);
  const { data } = useQuery({ ...linkedProductsQuery(api, storeCode, skus), enabled: skus.length > 0 });
  const linkedList = useMemo(() => (skus.length > 0 ? (data?.items ?? []) : []), [data, skus.length]);
  const linked = useMemo(() => new Map(linkedList.map((item) => [item.sku, item])), [linkedList]);
  const groupedItems = useMemo(
    () =>
      product.type_id === 'grouped'
        ? groupedLinkedSkus(product.product_links).flatMap((sku) => linked.get(sku) ?? [])
        : [],
    [product, linked],
  );

  // Only the shopper's changes are kept; untouched grouped items are 1 while in stock, 0 when sold out.
  const [quantityChanges, setQuantityChanges] = useState<Record<string, string>>({});
  const [bundle, setBundle] = useState<BundleOptionSelection[]>(() =>
    defaultBundleSelections(product.bundle_options ?? []),
  );
  const [custom, setCustomValues] = useState<Record<string, string>>({});

  const quantityText = (sku: string) => quantityChanges[sku] ?? (linked.get(sku)?.stock.is_in_stock ? '1' : '0');
  const quantityOf = (sku: string) => {
    const text = quantityText(sku).trim();
    return /^\d{1,5}$/.test(text) ? Number(text) : 0;
  };
  const quantities = Object.fromEntries(groupedItems.map((item) => [item.sku, quantityOf(item.sku)]));

  const updateBundle = (optionId: number, change: Partial<BundleOptionSelection>) =>
    setBundle((current) =>
      current.map((selection) =>
        String(selection.option_id) === String(optionId) ? { ...selection, ...change } : selection,
      ),
    );

  const priceOf = (base: ShelfPrice): ShelfPrice => {
    const shelves = linkedShelfPrices(linkedList);
    let price = base;
    // Without its linked products (the search failed) a grouped product keeps the catalogue's price.
    if (product.type_id === 'grouped' && shelves.size > 0)
      price = groupedShelfPrice(product.product_links, shelves, (sku) => quantities[sku] ?? 0);
    else if (product.type_id === 'bundle') price = bundleShelfPrice(product, bundle);
    const values = selectedCustomOptionValues(
      product.custom_options ?? [],
      Object.entries(custom).map(([option_id, option_value]) => ({ option_id, option_value })),
    );
    return withCustomOptions(price, values);
  };

  return {
    linked,
    groupedItems,
    choice: { quantities, bundle, custom },
    quantityText,
    quantityOf,
    setQuantity: (sku, text) => setQuantityChanges((current) => ({ ...current, [sku]: text })),
    setBundleLink: (optionId, linkId) => updateBundle(optionId, { option_selections: [linkId] }),
    setBundleQty: (optionId, qty) => updateBundle(optionId, { option_qty: qty }),
    setCustom: (optionId, value) => setCustomValues((current) => ({ ...current, [String(optionId)]: value })),
    priceOf,
  };
}
