import type { StoreCode } from '#shared/config/store-views.ts';
import { formatPrice } from '#shared/domain/money.ts';
import type { ShelfPrice } from '#shared/domain/price.ts';

export function Price({
  price,
  storeCode,
  regularLabel,
}: {
  price: ShelfPrice;
  storeCode: StoreCode;
  regularLabel: string;
}) {
  return (
    <span className="price" data-testid="price">
      <span className={price.regular ? 'price__current price__current--special' : 'price__current'}>
        {formatPrice(price.current, storeCode)}
      </span>
      {price.regular ? (
        <s className="price__regular">
          <span className="visually-hidden">{regularLabel}: </span>
          {formatPrice(price.regular, storeCode)}
        </s>
      ) : null}
    </span>
  );
}
