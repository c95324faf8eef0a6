// The product page's related products (issue 11 "Related products"): same category and gender, in stock, not
// the product itself, 8 tiles (relatedProductsQuery). Secondary data: the page wraps this in <Suspense>, so the
// query starts inside the boundary and the server streams the tiles after the product (ADR 002, DESIGN §4).
// Tiles and grid are the listings' (client/components/product-tile.tsx).
import { useSuspenseQuery } from '@tanstack/react-query';
import { ProductGrid } from '#client/components/product-tile.tsx';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { relatedProductsQuery, type RelatedSource } from './queries';

export function RelatedProducts({ product }: { product: RelatedSource }) {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const headingId = 'related-products-title';
  const { data } = useSuspenseQuery(relatedProductsQuery(api, storeCode, product));
  // Nothing related: no empty heading.
  if (data.items.length === 0) return null;
  return (
    <section className="product-related" aria-labelledby={headingId} data-testid="related-products">
      <h2 id={headingId}>{t('product.related.title')}</h2>
      {/* Below the fold: no eager images, none competes with the product's own picture. */}
      <ProductGrid
        products={data.items}
        storeCode={storeCode}
        regularLabel={t('product.regularPrice')}
        eagerCount={0}
      />
    </section>
  );
}
