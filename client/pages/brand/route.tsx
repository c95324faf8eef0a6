// Brand landing pages (spec §2: four brand routes, each also at /brand/{brand}; supplement §2): the
// brand's story, its favourite products (`home_products`) and its collection.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { listableProductFilters, searchCatalog } from '#client/lib/api/search-catalog.ts';
import type { BrandLandingSlug } from '#shared/config/shop.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { breadcrumbJsonLd } from '#shared/domain/seo/json-ld.ts';
import { htmlToText } from '#shared/domain/text.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { Breadcrumbs } from '#client/components/breadcrumbs.tsx';
import { ProductGrid, TILE_FIELDS, type TileProduct } from '#client/components/product-tile.tsx';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
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
}

/** The route table row's props: which brand (supplement §2). */
export interface BrandProps {
  slug: BrandLandingSlug;
}

// Both /{slug} and /brand/{slug} canonicalise to /{slug}: one url per brand for crawlers.
export const links: LinksFunction<BrandProps> = ({ props, storeCode }) => storeViewLinks(`/${props.slug}`, storeCode);

export const meta: MetaFunction<BrandProps> = ({ queryClient, api, storeCode, t, props }) => {
  const brand = queryClient.getQueryData(brandQuery(api, storeCode, props.slug).queryKey);
  if (!brand) return { title: t('notFound.title'), description: t('notFound.text'), robots: 'noindex' };
  const description = htmlToText(brand.description) || t('brand.description', { name: brand.name });
  return {
    title: `${brand.name} | ${t('shop.name')}`,
    description,
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
  async (): Promise<PageLoaderData> => {
    const brand = await queryClient.ensureQueryData(brandQuery(api, storeCode, slug));
    if (!brand) return { notFound: true };
    await Promise.all([
      queryClient.ensureQueryData(brandProductsQuery(api, storeCode, skuList(brand.home_products))),
      queryClient.ensureQueryData(brandProductsQuery(api, storeCode, skuList(brand.collection?.skus))),
    ]);
    return {};
  };

export function Component() {
  const { slug } = usePageProps<BrandProps>();
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data: brand } = useSuspenseQuery(brandQuery(api, storeCode, slug));
  const { data: favourites } = useSuspenseQuery(brandProductsQuery(api, storeCode, skuList(brand?.home_products)));
  const { data: collection } = useSuspenseQuery(brandProductsQuery(api, storeCode, skuList(brand?.collection?.skus)));
  if (!brand) return null;
  return (
    <div className="brand" data-testid="brand-page">
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        crumbs={[{ name: t('breadcrumbs.home'), href: localizedPath('/', storeCode) }, { name: brand.name }]}
      />
      <h1>{brand.name}</h1>
      <p className="brand__description">{htmlToText(brand.description)}</p>
      {favourites.items.length > 0 ? (
        <section aria-labelledby="brand-favourites">
          <h2 id="brand-favourites">{t('brand.favourites')}</h2>
          <ProductGrid products={favourites.items} storeCode={storeCode} regularLabel={t('product.regularPrice')} />
        </section>
      ) : null}
      {collection.items.length > 0 ? (
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
    </div>
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
