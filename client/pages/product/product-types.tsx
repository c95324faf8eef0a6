// The product page's choices by product type (issue 11 "Product types"): a grouped product's linked products with
// their quantities, a bundle's options, custom options of any product, and what a gift card (virtual: no size, no
// shipping) or a care guide (downloadable) is. The state lives in use-product-type-choice.ts.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { useT } from '#client/lib/services.tsx';
import { BundleOptions } from './bundle-options';
import { CustomOptions } from './custom-options';
import { GroupedItems } from './grouped-items';
import type { ProductTypeState } from './use-product-type-choice';

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
        <GroupedItems
          items={types.groupedItems}
          storeCode={storeCode}
          quantityText={types.quantityText}
          onQuantity={changed(types.setQuantity)}
        />
      ) : null}
      {product.type_id === 'bundle' ? (
        <BundleOptions
          options={product.bundle_options ?? []}
          linked={types.linked}
          selections={types.choice.bundle}
          storeCode={storeCode}
          onLink={changed(types.setBundleLink)}
          onQty={changed(types.setBundleQty)}
        />
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
        <CustomOptions
          options={customOptions}
          values={types.choice.custom}
          storeCode={storeCode}
          onChange={changed(types.setCustom)}
        />
      ) : null}
    </>
  );
}
