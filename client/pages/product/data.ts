// The product page's data (spec §2 product routes; ADR 044): the loader (the product, a configurable child's
// parent and its 301s, the linked products of a grouped or bundle product) and the prefetch of what the page's
// Suspense boundaries read. Its own module so that a listing's prefetch (client/app/page-prefetch.ts, through
// the url dispatcher) loads this chunk only, not the page's components; ./route.tsx re-exports it.
import { replace } from 'react-router';
import type { StoreCode } from '#shared/config/store-views.ts';
import { isOfferedChild, isProductShown } from '#shared/domain/product-visibility.ts';
import { CHILD_SKU_PARAMETER } from '#shared/domain/page-parameters.ts';
import type { PageLoaderData, RouteDeps } from '#client/lib/route-types.ts';
import type { PageLoader, PageModule } from '#client/lib/page-module.ts';
import {
  detailAttributesQuery,
  linkedProductsQuery,
  linkedSkusOf,
  productByChildSkuQuery,
  productBySkuQuery,
  productReviewsQuery,
  relatedProductsQuery,
} from './queries';

export interface ProductLoaderData extends PageLoaderData {
  /** Sku of the product the page shows (the parent of a configurable). */
  sku?: string;
  /** The chosen child (route param or `?childSku=`), when it is one of the product's children. */
  childSku?: string;
}

/**
 * The product page's data for a sku and an optional child sku (spec §2 product routes), shared by
 * the /p/ route and the url dispatcher:
 * - a sku that is a configurable child (the parent is found through `configurable_children.sku`, as
 *   VSF's findConfigurableParent) answers 301 to the parent with that child chosen while direct
 *   child access is prevented (the default), else shows the parent with the child chosen;
 * - a child sku that is not one of the parent's visible children answers 301 to the parent;
 * - the route name is the product type + `-product` (spec §2).
 * 301 is spec §9's redirect status; in the browser a `replace` redirect becomes a route replace.
 */
export async function loadProductPage(
  { queryClient, api, settings, urls }: RouteDeps,
  storeCode: StoreCode,
  key: { sku: string; childSku?: string | undefined },
): Promise<ProductLoaderData> {
  const product = await queryClient.ensureQueryData(productBySkuQuery(api, storeCode, key.sku));
  if (!isProductShown(product)) {
    // Not a product of its own, or not visible on its own (a Magento child document has visibility 1):
    // a configurable child goes to its parent (spec §2), with the child chosen when the parent offers it.
    const parent = await queryClient.ensureQueryData(productByChildSkuQuery(api, storeCode, key.sku));
    if (!isProductShown(parent) || parent.sku === key.sku) return { notFound: true };
    const childSku = isOfferedChild(parent, key.sku) ? key.sku : undefined;
    if (settings.preventConfigurableChildrenDirectAccess || !childSku)
      throw replace(urls.product(parent, storeCode, childSku), 301);
    queryClient.setQueryData(productBySkuQuery(api, storeCode, parent.sku).queryKey, parent);
    return { sku: parent.sku, childSku, routeName: `${parent.type_id}-product` };
  }
  if (key.childSku && !isOfferedChild(product, key.childSku)) throw replace(urls.product(product, storeCode), 301);
  // Product types (issue 11): a grouped or bundle product's price and items come from its linked products, in
  // one search the server renders with (critical data).
  const linkedSkus = linkedSkusOf(product);
  if (linkedSkus.length > 0) await queryClient.ensureQueryData(linkedProductsQuery(api, storeCode, linkedSkus));
  // Reviews are secondary: the Suspense boundary around them starts the query (ADR 002).
  return {
    sku: product.sku,
    ...(key.childSku ? { childSku: key.childSku } : {}),
    routeName: `${product.type_id}-product`,
  };
}

export const loader: PageLoader =
  (context) =>
  ({ params, request }) =>
    loadProductPage(context, context.storeCode, {
      sku: params.parentSku ?? '',
      childSku: params.childSku ?? new URL(request.url).searchParams.get(CHILD_SKU_PARAMETER) ?? undefined,
    });

/**
 * Issue 15 offline browsing (ADR 044): after a listing's prefetch ran the loader, the secondary data the page's
 * Suspense boundaries read (the attributes' labels, the reviews, the related products), so a prefetched product
 * opens offline as well as at once (offline, a boundary whose query fails shows the route's error instead).
 */
export const prefetch: NonNullable<PageModule['prefetch']> = async ({ queryClient, api, storeCode }, loaderData) => {
  const sku = (loaderData as ProductLoaderData | undefined)?.sku;
  const product = sku ? queryClient.getQueryData(productBySkuQuery(api, storeCode, sku).queryKey) : null;
  if (!product || !isProductShown(product)) return;
  await Promise.all([
    queryClient.prefetchQuery(detailAttributesQuery(api, storeCode)),
    queryClient.prefetchQuery(productReviewsQuery(api, storeCode, product.id)),
    queryClient.prefetchQuery(relatedProductsQuery(api, storeCode, product)),
  ]);
};
