// Brand landing pages (spec §2: four brand routes, each also at /brand/{brand}; supplement §2): the
// brand's story, its favourite products (`home_products`) and its collection, then every product of the brand
// with the same filters, sort and paging as a category (issue 10; client/features/listing). A filtered, sorted or
// later page shows the listing only.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useLoaderData, useLocation } from 'react-router';
import type { ApiClient } from '#shared/api/client.ts';
import { listableProductFilters, searchCatalog } from '#client/lib/api/search-catalog.ts';
import type { BrandLandingSlug } from '#shared/config/shop.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { breadcrumbJsonLd } from '#shared/domain/seo/json-ld.ts';
import { htmlToText } from '#shared/domain/text.ts';
import { localizedPath, thumbnailUrl } from '#shared/domain/urls.ts';
import { THUMBNAIL_SIZES } from '#shared/config/constants.ts';
import { Breadcrumbs } from '#client/components/breadcrumbs.tsx';
import { ProductGrid, TILE_FIELDS, type TileProduct } from '#client/components/product-tile.tsx';
import { EMPTY_LISTING_QUERY, parseListingQuery, type ListingQuery } from '#shared/domain/listing-query.ts';
import { isIndexableListing, listingLinks, listingRobots } from '#shared/domain/seo/listing-links.ts';
import { loadListing } from '#client/features/listing/api/load-listing.ts';
import { listingProductsQuery, type ListingScope } from '#client/features/listing/api/listing-products.ts';
import { ListingView } from '#client/features/listing/components/listing-view.tsx';
import { useOfflineListingWarning } from '#client/features/notifications/context.tsx';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import type { PageLoaderData } from '#client/lib/route-types.ts';
import type { LinksFunction, MetaFunction, PageLoader } from '#client/lib/page-module.ts';
import { usePageProps } from '#client/lib/page-module.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';

export interface BrandDocument {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Comma-separated skus (supplement §2). */
  home_products?: string;
  collection?: { name: string; skus: string };
  /** The brand's option of the `brand` attribute: the listing's scope. */
  brand_option_id?: number;
}

interface BrandLoaderData extends PageLoaderData {
  listing?: ListingQuery;
}

/** Every product of the brand (by its `brand` option), position order as in a category. */
export function brandListingScope(brand: BrandDocument): ListingScope {
  const option = String(brand.brand_option_id ?? -1);
  return {
    key: `brand:${option}`,
    filters: [{ attribute: 'brand', value: { in: [option] } }],
    positionSort: [{ field: 'id', options: 'asc' }],
  };
}

function brandListingTotal(args: Parameters<MetaFunction<BrandProps>>[0], brand: BrandDocument | null | undefined) {
  const listing = (args.loaderData as BrandLoaderData | undefined)?.listing ?? EMPTY_LISTING_QUERY;
  if (!brand) return { listing, total: 0 };
  const data = args.queryClient.getQueryData(
    listingProductsQuery(args.api, args.storeCode, brandListingScope(brand), listing).queryKey,
  );
  return { listing, total: data?.pages[0]?.total ?? 0 };
}

/** The route table row's props: which brand (supplement §2). */
export interface BrandProps {
  slug: BrandLandingSlug;
}

// Both /{slug} and /brand/{slug} canonicalise to /{slug}: one url per brand for crawlers; the listing state's
// links as a category's (shared/domain/seo/listing-links.ts).
export const links: LinksFunction<BrandProps> = (args) => {
  const brand = args.queryClient.getQueryData(brandQuery(args.api, args.storeCode, args.props.slug).queryKey);
  const { listing, total } = brandListingTotal(args, brand);
  return listingLinks(`/${args.props.slug}`, args.storeCode, listing, total);
};

export const meta: MetaFunction<BrandProps> = (args) => {
  const { queryClient, api, storeCode, t, props } = args;
  const brand = queryClient.getQueryData(brandQuery(api, storeCode, props.slug).queryKey);
  const { listing } = brandListingTotal(args, brand);
  if (!brand) return { title: t('notFound.title'), description: t('notFound.text'), robots: 'noindex' };
  const description = htmlToText(brand.description) || t('brand.description', { name: brand.name });
  return {
    title: `${brand.name} | ${t('shop.name')}`,
    description,
    ...listingRobots(listing),
    og: { type: 'website', title: brand.name, description },
    jsonLd: [
      breadcrumbJsonLd([
        { name: t('breadcrumbs.home'), path: localizedPath('/', storeCode) },
        { name: brand.name, path: localizedPath(`/${props.slug}`, storeCode) },
      ]),
    ],
  };
};

export const loader: PageLoader<BrandProps> =
  ({ queryClient, api, storeCode, props: { slug } }) =>
  async ({ request }): Promise<BrandLoaderData> => {
    const brand = await queryClient.ensureQueryData(brandQuery(api, storeCode, slug));
    if (!brand) return { notFound: true };
    const listing = parseListingQuery(new URL(request.url).searchParams);
    const scope = brandListingScope(brand);
    await Promise.all([
      queryClient.ensureQueryData(brandProductsQuery(api, storeCode, skuList(brand.home_products))),
      queryClient.ensureQueryData(brandProductsQuery(api, storeCode, skuList(brand.collection?.skus))),
      loadListing({ queryClient, api }, storeCode, scope, listing),
    ]);
    return { listing };
  };

export function Component() {
  const { slug } = usePageProps<BrandProps>();
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data: brand } = useSuspenseQuery(brandQuery(api, storeCode, slug));
  const { data: favourites } = useSuspenseQuery(brandProductsQuery(api, storeCode, skuList(brand?.home_products)));
  const { data: collection } = useSuspenseQuery(brandProductsQuery(api, storeCode, skuList(brand?.collection?.skus)));
  const { listing = EMPTY_LISTING_QUERY } = useLoaderData() as BrandLoaderData;
  const { pathname } = useLocation();
  const warnOffline = useOfflineListingWarning();
  if (!brand) return null;
  const showcase = isIndexableListing(listing) && listing.page === 1;
  return (
    <div className="brand" data-testid="brand-page">
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        crumbs={[{ name: t('breadcrumbs.home'), href: localizedPath('/', storeCode) }, { name: brand.name }]}
      />
      <BrandBanner
        brand={brand}
        image={favourites.items[0]?.image}
        showcase={showcase && collection.items.length > 0}
      />
      {showcase && favourites.items.length > 0 ? (
        <section aria-labelledby="brand-favourites">
          <h2 id="brand-favourites">{t('brand.favourites')}</h2>
          <ProductGrid products={favourites.items} storeCode={storeCode} regularLabel={t('product.regularPrice')} />
        </section>
      ) : null}
      {showcase && collection.items.length > 0 ? (
        <section aria-labelledby="brand-collection">
          <h2 id="brand-collection">{brand.collection?.name ?? t('brand.collection')}</h2>
          <ProductGrid
            products={collection.items}
            storeCode={storeCode}
            regularLabel={t('product.regularPrice')}
            eagerCount={0}
          />
        </section>
      ) : null}
      <section aria-labelledby="brand-all">
        <h2 id="brand-all">{t('brand.allProducts', { name: brand.name })}</h2>
        <ListingView
          scope={brandListingScope(brand)}
          query={listing}
          target={{ path: pathname }}
          emptyText={t('category.empty')}
          onOfflineEmpty={warnOffline}
        />
      </section>
    </div>
  );
}

/**
 * The brand's banner (issue 10): its name, story and a way to its collection, beside a picture of one of its
 * favourites (the demo catalogue has no brand artwork; supplement §2 images are product drawings).
 */
function BrandBanner({ brand, image, showcase }: { brand: BrandDocument; image?: string; showcase: boolean }) {
  const { width, height } = THUMBNAIL_SIZES.product;
  return (
    <header className="brand-banner" data-testid="brand-banner">
      <div className="brand-banner__text">
        <h1 className="brand-banner__title">{brand.name}</h1>
        <p className="brand__description">{htmlToText(brand.description)}</p>
        {showcase && brand.collection ? (
          <a className="button button--primary brand-banner__action" href="#brand-collection">
            {brand.collection.name}
          </a>
        ) : null}
      </div>
      {image ? (
        <img
          className="brand-banner__image"
          src={thumbnailUrl(image, width, height)}
          alt=""
          width={width}
          height={height}
          fetchPriority="high"
        />
      ) : null}
    </header>
  );
}

// Queries ------------------------------------------------------------------------------------------

const skuList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((sku) => sku.trim())
    .filter(Boolean);

export function brandQuery(api: ApiClient, storeCode: StoreCode, slug: string) {
  return queryOptions({
    queryKey: catalogKeys.brand(storeCode, slug),
    queryFn: async () => {
      const result = await searchCatalog<BrandDocument>(api, {
        store: storeCode,
        entity: 'brand',
        filters: [{ attribute: 'slug', value: { eq: slug } }],
        size: 1,
      });
      return result.items[0] ?? null;
    },
  });
}

/** Tiles of listed skus, in the brand's order. */
export function brandProductsQuery(api: ApiClient, storeCode: StoreCode, skus: readonly string[]) {
  return queryOptions({
    queryKey: catalogKeys.brandProducts(storeCode, skus),
    queryFn: async () => {
      if (skus.length === 0) return { items: [] as TileProduct[], total: 0 };
      const result = await searchCatalog<TileProduct>(api, {
        store: storeCode,
        entity: 'product',
        filters: [...listableProductFilters(), { attribute: 'sku', value: { in: [...skus] } }],
        size: skus.length,
        includeFields: TILE_FIELDS,
      });
      const order = new Map(skus.map((sku, index) => [sku, index]));
      const items = [...result.items].sort((a, b) => (order.get(a.sku) ?? 0) - (order.get(b.sku) ?? 0));
      return { items, total: result.total };
    },
  });
}
