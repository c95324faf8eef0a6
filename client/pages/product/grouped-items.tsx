// A grouped product's linked products (issue 11 "Product types": "grouped — each linked product with its own
// quantity, price starting from the sum at qty 1"; contract §4.2 setGroupedProduct): each with its image, name
// (a link to its own page), shelf price, stock and a quantity input labelled by its name. A sold-out product
// keeps its row with a disabled input at 0. The page adds one cart line per product with a quantity above 0.
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { thumbnailUrl } from '#shared/domain/urls.ts';
import { Price } from '#client/components/price.tsx';
import { controlValue } from '#client/lib/dom.ts';
import { useT, useUrls } from '#client/lib/services.tsx';
import { PageLink } from '#client/components/page-link.tsx';

export function GroupedItems({
  items,
  storeCode,
  quantityText,
  onQuantity,
}: {
  items: readonly ProductDocument[];
  storeCode: StoreCode;
  quantityText: (sku: string) => string;
  onQuantity: (sku: string, text: string) => void;
}) {
  const t = useT();
  const urls = useUrls();
  // One grouped product per page, so fixed ids.
  const id = 'grouped';
  const { width, height } = THUMBNAIL_SIZES.cart;
  return (
    <section className="product-types grouped-items" aria-labelledby={`${id}-title`} data-testid="grouped-items">
      <h2 id={`${id}-title`} className="product-types__title">
        {t('product.types.groupedItems')}
      </h2>
      <ul className="grouped-items__list">
        {items.map((item, index) => {
          const inStock = item.stock.is_in_stock;
          const nameId = `${id}-name-${index}`;
          const qtyLabelId = `${id}-qty-label-${index}`;
          return (
            <li key={item.sku} className="grouped-items__item" data-testid="grouped-item" data-sku={item.sku}>
              <img
                className="grouped-items__image"
                src={thumbnailUrl(item.image, width, height)}
                alt=""
                width={width / 2}
                height={height / 2}
                loading="lazy"
              />
              <div className="grouped-items__text">
                <PageLink id={nameId} className="grouped-items__name" to={urls.product(item, storeCode)}>
                  {item.name}
                </PageLink>
                <Price price={shelfPrice(item)} storeCode={storeCode} regularLabel={t('product.regularPrice')} />
                <span className={inStock ? 'grouped-items__stock' : 'grouped-items__stock grouped-items__stock--out'}>
                  {inStock ? t('product.inStock') : t('product.types.soldOut')}
                </span>
              </div>
              <div className="grouped-items__qty">
                <span id={qtyLabelId} className="grouped-items__qty-label">
                  {t('product.types.quantity')}
                </span>
                <input
                  className="field__control"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  aria-labelledby={`${nameId} ${qtyLabelId}`}
                  value={quantityText(item.sku)}
                  disabled={!inStock}
                  onChange={(event) => onQuantity(item.sku, controlValue(event.currentTarget))}
                  data-testid="grouped-qty"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
