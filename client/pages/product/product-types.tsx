// The product page's choices by product type (issue 11 "Product types"): a grouped product's linked products with
// their quantities, a bundle's options, custom options of any product, and what a gift card (virtual: no size, no
// shipping) or a care guide (downloadable) is. The state lives in use-product-type-choice.ts.
import { lazy } from 'react';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';
import { useT } from '#client/lib/services.tsx';
import type { ProductTypeState } from './use-product-type-choice';

// Each type's controls load only on a product of that type (about 1 KB gzip each): the server renders them in full,
// and React keeps that HTML until the code has come.
const BundleOptions = lazy(() => import('./bundle-options').then(({ BundleOptions }) => ({ default: BundleOptions })));
const CustomOptions = lazy(() => import('./custom-options').then(({ CustomOptions }) => ({ default: CustomOptions })));
const GroupedItems = lazy(() => import('./grouped-items').then(({ GroupedItems }) => ({ default: GroupedItems })));

export function ProductTypeChoices({
  product,
  storeCode,
  types,
  onChange,
}: {
  product: ProductDocument;
  storeCode: StoreCode;
  types: ProductTypeState;
  /** Any change of the choice (the page clears its 'please choose' hint). */
  onChange: () => void;
}) {
  const t = useT();
  const customOptions = product.custom_options ?? [];
  const changed =
    <A extends unknown[]>(set: (...args: A) => void) =>
    (...args: A) => {
      set(...args);
      onChange();
    };
  return (
    <>
      {product.type_id === 'grouped' && types.groupedItems.length > 0 ? (
        <HydrationBoundary>
          <GroupedItems
            items={types.groupedItems}
            storeCode={storeCode}
            quantityText={types.quantityText}
            onQuantity={changed(types.setQuantity)}
          />
        </HydrationBoundary>
      ) : null}
      {product.type_id === 'bundle' ? (
        <HydrationBoundary>
          <BundleOptions
            options={product.bundle_options ?? []}
            linked={types.linked}
            selections={types.choice.bundle}
            storeCode={storeCode}
            onLink={changed(types.setBundleLink)}
            onQty={changed(types.setBundleQty)}
          />
        </HydrationBoundary>
      ) : null}
      {product.type_id === 'virtual' ? (
        <p className="product-types__note" data-testid="product-type-note">
          {t('product.types.noShipping')}
        </p>
      ) : null}
      {product.type_id === 'downloadable' ? (
        <p className="product-types__note" data-testid="product-type-note">
          {t('product.types.download')}
        </p>
      ) : null}
      {customOptions.length > 0 ? (
        <HydrationBoundary>
          <CustomOptions
            options={customOptions}
            values={types.choice.custom}
            storeCode={storeCode}
            onChange={changed(types.setCustom)}
          />
        </HydrationBoundary>
      ) : null}
    </>
  );
}
