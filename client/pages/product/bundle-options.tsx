// A bundle's options (issue 11 "Product types": "bundle — each option with its links, default link chosen,
// quantities, price = default links × qty"; contract §4.2 bundleOptions.ts): per option a radio group of its
// links (the linked product's name and the link's price), the default link chosen to start, and the option's quantity
// when the link lets it change. The whole bundle goes in the cart as one line with these selections.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { BundleOption, ProductDocument } from '#shared/contract/entities.ts';
import { formatPrice } from '#shared/domain/money.ts';
import type { BundleOptionSelection } from '#shared/domain/tax/index.ts';
import { RadioGroup } from '#client/components/ui/radio-group.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { controlValue } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';

export function BundleOptions({
  options,
  linked,
  selections,
  storeCode,
  onLink,
  onQty,
}: {
  options: readonly BundleOption[];
  linked: ReadonlyMap<string, ProductDocument>;
  selections: readonly BundleOptionSelection[];
  storeCode: StoreCode;
  onLink: (optionId: number, linkId: string) => void;
  onQty: (optionId: number, qty: number) => void;
}) {
  const t = useT();
  // One bundle per page, so fixed ids.
  const id = 'bundle';
  return (
    <section className="product-types bundle-options" aria-labelledby={`${id}-title`} data-testid="bundle-options">
      <h2 id={`${id}-title`} className="product-types__title">
        {t('product.types.bundleItems')}
      </h2>
      {[...options]
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((option) => {
          const selection = selections.find((s) => String(s.option_id) === String(option.option_id));
          const chosenId = selection?.option_selections[0];
          const chosen = option.product_links.find((l) => String(l.id) === String(chosenId));
          const qty = Number(selection?.option_qty ?? 1);
          return (
            <div key={option.option_id} className="bundle-options__option">
              <RadioGroup
                legend={option.title}
                name={`${id}-option-${option.option_id}`}
                value={chosenId === undefined ? null : String(chosenId)}
                onChange={(value) => onLink(option.option_id, value)}
                options={option.product_links.map((link) => {
                  const product = linked.get(link.sku);
                  // The link's own price: what it adds to the bundle (shared/domain/product-type-price.ts).
                  const price = link.price;
                  return {
                    value: String(link.id),
                    disabled: product ? !product.stock.is_in_stock : false,
                    label: (
                      <span className="bundle-options__link">
                        <span>{product?.name ?? link.sku}</span>
                        {price !== undefined ? (
                          <span className="bundle-options__price">{formatPrice(price, storeCode)}</span>
                        ) : null}
                      </span>
                    ),
                  };
                })}
              />
              {chosen && chosen.can_change_quantity ? (
                <Input
                  id={`${id}-qty-${option.option_id}`}
                  className="bundle-options__qty"
                  label={`${t('product.types.quantity')}: ${option.title}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={String(qty)}
                  onChange={(event) => {
                    const value = Number(controlValue(event.currentTarget));
                    if (Number.isInteger(value) && value >= 1 && value <= 99) onQty(option.option_id, value);
                  }}
                  data-testid="bundle-qty"
                />
              ) : null}
            </div>
          );
        })}
    </section>
  );
}
