// VSF route data of a dispatched url (contract §1.6 client transform, `VSF:core/modules/url/helpers/
// transformUrl.ts`, and §4.6 parametrizeRouteData), computed on the server for `GET /api/url`.
// The schemas live here rather than in shared/contract (file ownership); they are pure zod.
import { z } from 'zod';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { UrlMatch } from './lookup';

export const routeDataSchema = z.object({
  name: z.string(),
  params: z.record(z.string(), z.string()),
});
export type RouteData = z.infer<typeof routeDataSchema>;

export const urlRouteResponseSchema = z.object({ code: z.literal(200), result: routeDataSchema });
export type UrlRouteResponse = z.infer<typeof urlRouteResponseSchema>;

export const PAGE_NOT_FOUND: RouteData = { name: 'page-not-found', params: { slug: 'page-not-found' } };

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** transformProductUrl / transformCategoryUrl / transformCmsPageUrl; anything else is page-not-found. */
export function transformMatch(match: UrlMatch | null): RouteData {
  if (!match) return PAGE_NOT_FOUND;
  const source = match.source;
  switch (match.type) {
    case 'product': {
      const sku = text(source.sku) ?? '';
      return {
        name: `${text(source.type_id) ?? 'simple'}-product`,
        params: { slug: text(source.slug) ?? '', parentSku: text(source.parentSku) ?? sku, childSku: sku },
      };
    }
    case 'category':
      return { name: 'category', params: { slug: text(source.slug) ?? '' } };
    case 'cms_page':
      return { name: 'cms-page', params: { slug: text(source.identifier) ?? '' } };
  }
}

/**
 * parametrizeRouteData: the url's own query joins the params (so `?childSku=` selects the variant),
 * and a store code in the path prefixes the route name (`en-category`), as this storefront's route
 * ids are named (client/app/routes.tsx). page-not-found keeps its fixed params.
 */
export function parametrizeRouteData(
  route: RouteData,
  query: Readonly<Record<string, string>>,
  storeInPath: StoreCode | null,
): RouteData {
  const name = storeInPath && !route.name.startsWith(`${storeInPath}-`) ? `${storeInPath}-${route.name}` : route.name;
  const params = route.name === PAGE_NOT_FOUND.name ? route.params : { ...route.params, ...query };
  return { name, params };
}
