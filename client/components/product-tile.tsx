// A product tile is a link named by the product's name (supplement §6). Below the price, the product's actions
// that features add (client/lib/product-actions.tsx; issue 14: the wishlist and compare toggles).
import type { StoreCode } from '#shared/config/store-views.ts';
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import { shelfPrice, type PricedProduct } from '#shared/domain/price.ts';
import { thumbnailUrl } from '#shared/domain/urls.ts';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';
import { ProductActions } from '#client/lib/product-actions.tsx';
import { useUrls } from '#client/lib/services.tsx';
import { PageLink } from './page-link';
import { Price } from './price';

export interface TileProduct extends PricedProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  url_path?: string;
  image: string;
}

export function ProductTile({
  product,
  storeCode,
  regularLabel,
  eager = false,
  priority = false,
}: {
  product: TileProduct;
  storeCode: StoreCode;
  regularLabel: string;
  eager?: boolean;
  /** The first tile's image is usually the page's largest paint (Lighthouse LCP): fetched before the rest. */
  priority?: boolean;
}) {
  const { width, height } = THUMBNAIL_SIZES.product;
  const urls = useUrls();
  return (
    <li className="product-tile">
      <PageLink to={urls.product(product, storeCode)} className="product-tile__link" aria-label={product.name}>
        <img
          className="product-tile__image"
          src={thumbnailUrl(product.image, width, height)}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
        />
        <span className="product-tile__name">{product.name}</span>
      </PageLink>
      <Price price={shelfPrice(product)} storeCode={storeCode} regularLabel={regularLabel} />
      <ProductActions product={product} placement="tile" />
    </li>
  );
}

/**
 * The tiles whose images load eagerly on a listing: a phone's first row (two columns, styles.css), the first
 * tile's image the page's largest paint. More eager images only compete with the style sheet and that image for
 * the first round trips: on Lighthouse's phone, eager tiles 3-4 made a category's LCP 1.19 s instead of 1.12 s
 * (bench/README.md, Lighthouse, session 14), and lazily they still load right after the first layout.
 */
const PHONE_FIRST_ROW = 2;

export function ProductGrid({
  products,
  storeCode,
  regularLabel,
  eagerCount = PHONE_FIRST_ROW,
}: {
  products: readonly TileProduct[];
  storeCode: StoreCode;
  regularLabel: string;
  /** How many tiles' images load eagerly (the rest lazily: Chrome fetches those in view after the first layout). */
  eagerCount?: number;
}) {
  return (
    <ul className="product-grid" data-testid="product-grid">
      {products.map((product, index) => {
        // ADR 061: each of a category's 50 tiles hydrates on its own, first the one a shopper touches.
        return (
          <HydrationBoundary key={product.id}>
            <ProductTile
              product={product}
              storeCode={storeCode}
              regularLabel={regularLabel}
              eager={index < eagerCount}
              priority={index === 0 && eagerCount > 0}
            />
          </HydrationBoundary>
        );
      })}
    </ul>
  );
}

export { PRODUCT_TILE_FIELDS as TILE_FIELDS } from '#client/lib/api/search-catalog.ts';
