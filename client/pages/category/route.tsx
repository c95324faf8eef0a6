// Category page (spec §2 route `category`, /c/{slug}): product tiles of the category and all its
// descendants, 50 per page (spec §9).
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import type { ApiClient } from '#shared/api/client.ts';
import { listableProductFilters, searchCatalog } from '#client/lib/api/search-catalog.ts';
import { CATALOG } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CategoryDocument, CategoryTreeNode } from '#shared/contract/entities.ts';
import { categoryTrail, type TrailCategory } from '#shared/domain/breadcrumbs.ts';
import {
  categoryIdsWithDescendants,
  categoryLookup,
  shownSubcategories,
  type CategoryLookup,
} from '#shared/domain/categories.ts';
import type { UrlScheme } from '#shared/domain/urls.ts';
import { breadcrumbJsonLd } from '#shared/domain/seo/json-ld.ts';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { Breadcrumbs, crumbsFromTrail, type Crumb } from '#client/components/breadcrumbs.tsx';
import { ProductGrid, TILE_FIELDS, type TileProduct } from '#client/components/product-tile.tsx';
import { useApi, useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import type { PageLoaderData, RouteDeps } from '#client/lib/route-types.ts';
import type { LinksFunction, MetaFunction, PageLoader, MetaArgs } from '#client/lib/page-module.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';

interface CategoryLoaderData extends PageLoaderData {
  /** How the category was found (spec §2: by path or by the url-key / slug / id params). */
  lookup?: CategoryLookup;
  categoryIds?: number[];
}

/** The category the page shows (from the loader's lookup), its products and its trail, from the query cache. */
function pageData({ queryClient, api, storeCode, loaderData }: MetaArgs) {
  const data = loaderData as CategoryLoaderData | undefined;
  const category = data?.lookup
    ? queryClient.getQueryData(categoryQuery(api, storeCode, data.lookup).queryKey)
    : undefined;
  return { data, category: category ?? null };
}

// Slugs and url paths are the same in both store views (ADR 010): the alternate is the same category.
export const links: LinksFunction = (args) => {
  const { category } = pageData(args);
  return category ? storeViewLinks(args.urls.category(category, 'ru'), args.storeCode) : {};
};

export const meta: MetaFunction = (args) => {
  const { queryClient, api, storeCode, t, urls } = args;
  const { data, category } = pageData(args);
  if (!category) return { title: t('notFound.title'), description: t('notFound.text'), robots: 'noindex' };
  const products = queryClient.getQueryData(categoryProductsQuery(api, storeCode, data?.categoryIds ?? []).queryKey);
  const ancestors =
    queryClient.getQueryData(categoryAncestorsQuery(api, storeCode, ancestorIds(category)).queryKey) ?? [];
  const title = `${category.name} | ${t('shop.name')}`;
  const description = t('category.description', { name: category.name, count: products?.total ?? 0 });
  const canonicalPath = storeViewLinks(urls.category(category, 'ru'), storeCode).canonicalPath;
  return {
    title,
    description,
    og: { type: 'website', title: category.name, description },
    jsonLd: [
      breadcrumbJsonLd(
        categoryCrumbs(category, ancestors, { homeLabel: t('breadcrumbs.home'), storeCode, urls }).map((crumb) => ({
          name: crumb.name,
          path: crumb.href ?? canonicalPath,
        })),
      ),
    ],
  };
};

/** The category page's data for a lookup, shared by the /c/ route and the url dispatcher. */
export async function loadCategoryPage(
  { queryClient, api }: RouteDeps,
  storeCode: StoreCode,
  lookup: CategoryLookup | null,
): Promise<CategoryLoaderData> {
  if (!lookup) return { notFound: true };
  const category = await queryClient.ensureQueryData(categoryQuery(api, storeCode, lookup));
  if (!category) return { notFound: true };
  const categoryIds = categoryIdsWithDescendants(category);
  await Promise.all([
    queryClient.ensureQueryData(categoryProductsQuery(api, storeCode, categoryIds)),
    queryClient.ensureQueryData(categoryAncestorsQuery(api, storeCode, ancestorIds(category))),
  ]);
  return { lookup, categoryIds, routeName: 'category' };
}

/** `/c/{slug}`: the route params (spec §2 allows url-key, slug and id). */
export const loader: PageLoader =
  (context) =>
  ({ params }) =>
    loadCategoryPage(context, context.storeCode, categoryLookup({ params }, CATALOG.rootCategoryId));

export function Component() {
  const t = useT();
  const urls = useUrls();
  const api = useApi();
  const storeCode = useStoreCode();
  const { lookup, categoryIds = [] } = useLoaderData() as CategoryLoaderData;
  const { data: category } = useSuspenseQuery(categoryQuery(api, storeCode, lookup ?? { field: 'id', value: -1 }));
  const { data: products } = useSuspenseQuery(categoryProductsQuery(api, storeCode, categoryIds));
  const { data: ancestors } = useSuspenseQuery(
    categoryAncestorsQuery(api, storeCode, category ? ancestorIds(category) : []),
  );
  if (!category) return null;
  return (
    <div className="category">
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        crumbs={categoryCrumbs(category, ancestors, { homeLabel: t('breadcrumbs.home'), storeCode, urls })}
      />
      <h1>{category.name}</h1>
      <p className="category__count">{t('category.productCount', { count: products.total })}</p>
      <Subcategories category={category} />
      {products.items.length > 0 ? (
        <ProductGrid products={products.items} storeCode={storeCode} regularLabel={t('product.regularPrice')} />
      ) : (
        <p>{t('category.empty')}</p>
      )}
    </div>
  );
}

/** Links to the category's subcategories (leaf categories are reachable by links, not only by url). */
function Subcategories({ category }: { category: CategoryDocument }) {
  const t = useT();
  const urls = useUrls();
  const storeCode = useStoreCode();
  const children = shownSubcategories(category as CategoryDocument & { children_data: CategoryTreeNode[] });
  if (children.length === 0) return null;
  return (
    <nav className="category__subcategories" aria-label={t('category.subcategories')}>
      <ul>
        {children.map((child) => (
          <li key={child.id}>
            <Link to={urls.category(child, storeCode)}>{child.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// Breadcrumbs (spec §2) ------------------------------------------------------------------------------

type TrailSource = CategoryDocument & { parent_ids?: number[] };

/** Ancestors below the root that the trail names (the root itself is the shop's home). */
function ancestorIds(category: CategoryDocument): number[] {
  return ((category as TrailSource).parent_ids ?? []).filter((id) => id > CATALOG.rootCategoryId);
}

function categoryCrumbs(
  category: CategoryDocument,
  ancestors: readonly TrailCategory[],
  options: { homeLabel: string; storeCode: StoreCode; urls: UrlScheme },
): Crumb[] {
  return crumbsFromTrail(categoryTrail(category as TrailSource, ancestors, CATALOG.rootCategoryId), options);
}

// Queries ------------------------------------------------------------------------------------------

/** The trail's categories: names and links only. */
export function categoryAncestorsQuery(api: ApiClient, storeCode: StoreCode, ids: readonly number[]) {
  return queryOptions({
    queryKey: catalogKeys.categoryAncestors(storeCode, ids),
    queryFn: async (): Promise<TrailCategory[]> => {
      if (ids.length === 0) return [];
      const result = await searchCatalog<TrailCategory>(api, {
        store: storeCode,
        entity: 'category',
        filters: [{ attribute: 'id', value: { in: [...ids] } }],
        size: ids.length,
        includeFields: ['id', 'name', 'slug', 'url_path', 'is_brand_root'],
      });
      return result.items;
    },
  });
}

/** Spec §9: active categories only; the lookup field is an equality filter. */
export function categoryQuery(api: ApiClient, storeCode: StoreCode, lookup: CategoryLookup) {
  return queryOptions({
    queryKey: catalogKeys.category(storeCode, lookup),
    queryFn: async () => {
      const result = await searchCatalog<CategoryDocument>(api, {
        store: storeCode,
        entity: 'category',
        filters: [
          { attribute: lookup.field, value: { eq: lookup.value } },
          { attribute: 'is_active', value: { eq: true } },
        ],
        size: 1,
      });
      return result.items[0] ?? null;
    },
  });
}

export function categoryProductsQuery(api: ApiClient, storeCode: StoreCode, categoryIds: readonly number[]) {
  return queryOptions({
    queryKey: catalogKeys.categoryProducts(storeCode, categoryIds),
    queryFn: () =>
      searchCatalog<TileProduct>(api, {
        store: storeCode,
        entity: 'product',
        filters: [...listableProductFilters(), { attribute: 'category_ids', value: { in: [...categoryIds] } }],
        // Spec §9 default sort is the category position; the demo catalogue orders by id.
        sort: [{ field: 'id', options: 'asc' }],
        size: CATALOG.defaultPageSize,
        includeFields: TILE_FIELDS,
      }),
  });
}
