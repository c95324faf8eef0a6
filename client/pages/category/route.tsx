// Category page (spec §2 route `category`, /c/{slug} and dispatched url paths): the category's subcategories and
// the product listing of the category and all its descendants (issue 10): filters, sort and paging in the query
// string (shared/domain/listing-query.ts), 50 per page (spec §9), in-stock products only (spec §5). A filtered or
// sorted url is `noindex,follow` with the plain category canonical; `?page=N` is its own canonical page with
// rel=prev/next.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useLoaderData, useLocation } from 'react-router';
import type { ApiClient } from '#shared/api/client.ts';
import { searchCatalog } from '#client/lib/api/search-catalog.ts';
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
import { EMPTY_LISTING_QUERY, parseListingQuery, type ListingQuery } from '#shared/domain/listing-query.ts';
import { listingLinks, listingPageCount, listingRobots } from '#shared/domain/seo/listing-links.ts';
import { loadListing } from '#client/features/listing/api/load-listing.ts';
import { listingProductsQuery, type ListingScope } from '#client/features/listing/api/listing-products.ts';
import { ListingView } from '#client/features/listing/components/listing-view.tsx';
import { useOfflineListingWarning } from '#client/features/notifications/context.tsx';
import { useApi, useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import type { PageLoaderData, RouteDeps } from '#client/lib/route-types.ts';
import type { LinksFunction, MetaFunction, PageLoader, MetaArgs } from '#client/lib/page-module.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';
import { PageLink } from '#client/components/page-link.tsx';

interface CategoryLoaderData extends PageLoaderData {
  /** How the category was found (spec §2: by path or by the url-key / slug / id params). */
  lookup?: CategoryLookup;
  categoryIds?: number[];
  /** The listing state of the url (filters, sort, page). */
  listing?: ListingQuery;
}

/** What the category lists: its products and its descendants' (spec §9 default sort: position; ids here). */
export function categoryListingScope(categoryIds: readonly number[]): ListingScope {
  return {
    key: categoryIds.join(','),
    filters: [{ attribute: 'category_ids', value: { in: [...categoryIds] } }],
    // Spec §9 default sort is the category position; the demo catalogue's position is its id order.
    positionSort: [{ field: 'id', options: 'asc' }],
  };
}

/** The category the page shows (from the loader's lookup), its products and its trail, from the query cache. */
function pageData({ queryClient, api, storeCode, loaderData }: MetaArgs) {
  const data = loaderData as CategoryLoaderData | undefined;
  const category = data?.lookup
    ? queryClient.getQueryData(categoryQuery(api, storeCode, data.lookup).queryKey)
    : undefined;
  const listing = data?.listing ?? EMPTY_LISTING_QUERY;
  const products = queryClient.getQueryData(
    listingProductsQuery(api, storeCode, categoryListingScope(data?.categoryIds ?? []), listing).queryKey,
  );
  return { data, category: category ?? null, listing, total: products?.pages[0]?.total ?? 0 };
}

// Slugs and url paths are the same in both store views (ADR 010): the alternate is the same category; the state's
// links follow shared/domain/seo/listing-links.ts (filtered → the plain category, `?page=N` → itself + prev/next).
export const links: LinksFunction = (args) => {
  const { category, listing, total } = pageData(args);
  return category ? listingLinks(args.urls.category(category, 'ru'), args.storeCode, listing, total) : {};
};

export const meta: MetaFunction = (args) => {
  const { queryClient, api, storeCode, t, urls } = args;
  const { category, listing, total } = pageData(args);
  if (!category) return { title: t('notFound.title'), description: t('notFound.text'), robots: 'noindex' };
  const ancestors =
    queryClient.getQueryData(categoryAncestorsQuery(api, storeCode, ancestorIds(category)).queryKey) ?? [];
  const pageLabel =
    listing.page > 1 ? ` | ${t('listing.pageOf', { page: listing.page, pages: listingPageCount(total) })}` : '';
  const title = `${category.name}${pageLabel} | ${t('shop.name')}`;
  const description = t('category.description', { name: category.name, count: total });
  const canonicalPath = storeViewLinks(urls.category(category, 'ru'), storeCode).canonicalPath;
  return {
    title,
    description,
    ...listingRobots(listing),
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

/** The category page's data for a lookup and a url query, shared by the /c/ route and the url dispatcher. */
export async function loadCategoryPage(
  { queryClient, api }: RouteDeps,
  storeCode: StoreCode,
  lookup: CategoryLookup | null,
  search: URLSearchParams = new URLSearchParams(),
): Promise<CategoryLoaderData> {
  if (!lookup) return { notFound: true };
  const category = await queryClient.ensureQueryData(categoryQuery(api, storeCode, lookup));
  if (!category) return { notFound: true };
  const categoryIds = categoryIdsWithDescendants(category);
  const listing = parseListingQuery(search);
  const scope = categoryListingScope(categoryIds);
  await Promise.all([
    loadListing({ queryClient, api }, storeCode, scope, listing),
    queryClient.ensureQueryData(categoryAncestorsQuery(api, storeCode, ancestorIds(category))),
  ]);
  return { lookup, categoryIds, listing, routeName: 'category' };
}

/** `/c/{slug}`: the route params (spec §2 allows url-key, slug and id). */
export const loader: PageLoader =
  (context) =>
  ({ params, request }) =>
    loadCategoryPage(
      context,
      context.storeCode,
      categoryLookup({ params }, CATALOG.rootCategoryId),
      new URL(request.url).searchParams,
    );

export function Component() {
  const t = useT();
  const urls = useUrls();
  const api = useApi();
  const storeCode = useStoreCode();
  const { pathname } = useLocation();
  const { lookup, categoryIds = [], listing = EMPTY_LISTING_QUERY } = useLoaderData() as CategoryLoaderData;
  const { data: category } = useSuspenseQuery(categoryQuery(api, storeCode, lookup ?? { field: 'id', value: -1 }));
  const { data: ancestors } = useSuspenseQuery(
    categoryAncestorsQuery(api, storeCode, category ? ancestorIds(category) : []),
  );
  const warnOffline = useOfflineListingWarning();
  if (!category) return null;
  return (
    <div className="category">
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        crumbs={categoryCrumbs(category, ancestors, { homeLabel: t('breadcrumbs.home'), storeCode, urls })}
      />
      <h1>{category.name}</h1>
      <Subcategories category={category} />
      <ListingView
        scope={categoryListingScope(categoryIds)}
        query={listing}
        target={{ path: pathname }}
        emptyText={t('category.empty')}
        onOfflineEmpty={warnOffline}
      />
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
            <PageLink to={urls.category(child, storeCode)}>{child.name}</PageLink>
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
