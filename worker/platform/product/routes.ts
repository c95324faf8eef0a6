// `/api/product` (contract §1.1 P1, §1.5): `GET /render-list?skus=a,b&currencyCode=RUB&storeId=1
// [&userGroupId=…]` — current prices of products for the storefront's platform price sync, priced by
// the same tax processor as catalogue hits. Unknown skus are skipped; bad input is a 400 envelope
// (the original answered a missing skus with 500).
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { STORE_CODES, STORE_VIEWS, type StoreView } from '#shared/config/store-views.ts';
import { describeZodError } from '#shared/contract/envelope.ts';
import {
  renderListQuerySchema,
  SKUS_REQUIRED_MESSAGE,
  type RenderListItem,
  type RenderListResponse,
} from '#shared/contract/product-render-list.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { apiStatus, badRequest, methodNotAllowed } from '#worker/platform/http.ts';
import { processProducts } from '#worker/platform/tax/product-processor.ts';
import { priceInfo } from './price-info';
import { findProductsBySkus, matchSkus, type SkuMatch } from './product-lookup';

type ProductContext = Context<{ Bindings: PlatformEnv }>;

export const productRoutes = new Hono<{ Bindings: PlatformEnv }>();

/** storeId of supplement §1 (1 ru, 2 en); absent → the default store view. */
function storeViewOf(storeId: number | undefined): StoreView | undefined {
  if (storeId === undefined) return STORE_VIEWS.ru;
  return STORE_CODES.map((code) => STORE_VIEWS[code]).find((view) => view.storeId === storeId);
}

function queryParams(c: ProductContext): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) if (!(key in params)) params[key] = value;
  return params;
}

function renderItem(match: SkuMatch, view: StoreView, origin: string): RenderListItem {
  const priced = match.child ?? match.product;
  const urlPath = typeof match.product.url_path === 'string' ? match.product.url_path : '';
  return {
    price_info: priceInfo(priced),
    id: Number(priced.id),
    name: typeof priced.name === 'string' ? priced.name : '',
    type: match.child ? 'simple' : String(priced.type_id ?? 'simple'),
    store_id: view.storeId,
    currency_code: view.currencyCode,
    url: `${origin}${localizedPath(urlPath, view.storeCode)}`,
  };
}

productRoutes.get('/render-list', async (c) => {
  const parsed = renderListQuerySchema.safeParse(queryParams(c));
  if (!parsed.success) {
    const missingSkus = parsed.error.issues.some(
      (issue) => issue.path[0] === 'skus' && issue.message === SKUS_REQUIRED_MESSAGE,
    );
    return badRequest(c, missingSkus ? SKUS_REQUIRED_MESSAGE : describeZodError(parsed.error));
  }
  const query = parsed.data;
  const view = storeViewOf(query.storeId);
  if (!view) {
    const known = STORE_CODES.map((code) => `${STORE_VIEWS[code].storeId} (${code})`).join(', ');
    return badRequest(c, `Unknown storeId ${query.storeId}; expected one of ${known}`);
  }
  if (query.currencyCode !== undefined && query.currencyCode !== view.currencyCode) {
    return badRequest(
      c,
      `Unsupported currencyCode "${query.currencyCode}"; store ${view.storeId} sells in ${view.currencyCode}`,
    );
  }
  const products = await findProductsBySkus(c.env.DB, view.storeCode, query.skus);
  await processProducts(c.env.DB, view.storeCode, products, { userGroupId: query.userGroupId ?? null });
  const origin = new URL(c.req.url).origin;
  const items = matchSkus(query.skus, products).map((match) => renderItem(match, view, origin));
  return apiStatus(c, { items } satisfies RenderListResponse['result']);
});

productRoutes.all('/render-list', (c) =>
  methodNotAllowed(
    c,
    `ERROR: ${c.req.method} request method is not supported; use GET /api/product/render-list`,
    'GET, HEAD',
  ),
);
