// The wishlist panel's body (issue 14 "a wishlist panel from the header"), its own chunk (./wishlist-panel.tsx
// loads it when the panel first opens): the saved products newest first — image, name linking to the product,
// price, 'Add to cart' (a link to the product page, where the size and the stock are chosen: spec §4 checked
// add) and a remove button — or the empty state — then a link to /compare (the header's compare link gives way
// below 1200 px, styles/wishlist-compare.css). A removal is the spec §8 'removed from wishlist' notice.
import type { ReactNode } from 'react';
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import { shelfPrice } from '#shared/domain/price.ts';
import { localizedPath, thumbnailUrl } from '#shared/domain/urls.ts';
import { Price } from '#client/components/price.tsx';
import { useSavedList } from '#client/lib/saved-list.ts';
import { useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import { useWishlistStore } from '#client/features/wishlist/feature.ts';
import { useWishlistProducts } from '#client/features/wishlist/saved-products.ts';
import { PageLink } from '#client/components/page-link.tsx';

export function WishlistPanelBody(_props: { open: boolean }) {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <>
      <WishlistContent />
      <PageLink to={localizedPath('/compare', storeCode)} className="wishlist-panel__compare">
        {t('wishlist.toCompare')}
      </PageLink>
    </>
  );
}

function WishlistContent(): ReactNode {
  const t = useT();
  const urls = useUrls();
  const storeCode = useStoreCode();
  const store = useWishlistStore();
  const { items, loaded } = useSavedList(store);
  const { products, isPending, isError, refetch } = useWishlistProducts(items);
  const { width, height } = THUMBNAIL_SIZES.cart;

  if (!loaded || isPending)
    return (
      <p className="wishlist-panel__status" role="status">
        {t('wishlist.loading')}
      </p>
    );
  if (isError)
    return (
      <div className="wishlist-panel__status" role="alert">
        <p>{t('wishlist.productsFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t('saved.retry')}
        </button>
      </div>
    );
  if (products.length === 0)
    return (
      <p className="wishlist-panel__empty" data-testid="wishlist-empty">
        {t('wishlist.empty')}
      </p>
    );
  return (
    <ul className="wishlist-panel__list" data-testid="wishlist-items">
      {[...products].reverse().map((product) => {
        const href = urls.product(product, storeCode);
        return (
          <li key={product.sku} className="wishlist-item" data-sku={product.sku}>
            <img
              className="wishlist-item__image"
              src={thumbnailUrl(product.image, width, height)}
              alt=""
              width={width}
              height={height}
              loading="lazy"
              decoding="async"
            />
            <div className="wishlist-item__info">
              <PageLink to={href} className="wishlist-item__name">
                {product.name}
              </PageLink>
              <Price price={shelfPrice(product)} storeCode={storeCode} regularLabel={t('product.regularPrice')} />
              <PageLink
                to={href}
                className="button button--primary wishlist-item__cart"
                aria-label={t('saved.addToCart', { name: product.name })}
              >
                {t('product.addToCart')}
              </PageLink>
            </div>
            <button
              type="button"
              className="saved-remove"
              aria-label={t('wishlist.removeItem', { name: product.name })}
              onClick={() => store.getState().remove({ sku: product.sku, name: product.name })}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
