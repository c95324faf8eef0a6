// Fuzz of HTTP methods (issue 8): every endpoint of the README table, the legacy paths, /img and pages
// asked with a method they do not serve (PUT, DELETE, PATCH, POST on GET-only paths, GET on POST-only
// ones), with empty, JSON or hostile bodies. On top of the common properties (support/properties.ts): a
// wrong method is refused (405, or 404/413; never served), and a 405 names the allowed methods in `Allow`
// (RFC 9110 §15.5.6).
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { bodyText, hostileJson, unknownParams } from './support/arbitraries';
import { seedFuzzCatalogue, type CataloguePools } from './support/catalogue';
import { fuzzTestTimeout } from './support/fuzz-config';
import { fuzzRequest, queryString, type FuzzRequest, type Method } from './support/fuzz-request';
import { assertGoodAnswers } from './support/assert-answers';
import { allowOn405, type AnswerCheck } from './support/properties';

let pools: CataloguePools;
beforeAll(async () => {
  pools = await seedFuzzCatalogue();
});

interface Endpoint {
  target: string;
  /** Methods the endpoint serves (HEAD and OPTIONS are never sent here). */
  allowed: Method[];
}

/** The README's endpoint table, the legacy paths, /img, SEO files and pages. */
function endpoints(): Endpoint[] {
  const get: Method[] = ['GET'];
  const cartId = '0'.repeat(32);
  return [
    { target: '/api', allowed: get },
    {
      target: '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query',
      allowed: ['GET', 'POST'],
    },
    { target: '/api/catalog/vue_storefront_catalog_en/category/_search', allowed: ['GET', 'POST'] },
    { target: '/api/url/map', allowed: ['POST'] },
    { target: `/api/url?url=/${pools.urlPaths[0] ?? 'x'}`, allowed: get },
    { target: `/api/product/render-list?skus=${pools.skus[0] ?? 'x'}`, allowed: get },
    { target: `/api/stock/check?sku=${pools.skus[0] ?? 'x'}`, allowed: get },
    { target: `/api/stock/check/${pools.skus[0] ?? 'x'}`, allowed: get },
    { target: `/api/stock/list?skus=${pools.skus[0] ?? 'x'}`, allowed: get },
    { target: `/api/ext/cms-data/cmsPage/${pools.cmsIds[0] ?? 1}`, allowed: get },
    { target: '/api/ext/cms-data/cmsBlockIdentifier/footer-links/storeId/1', allowed: get },
    { target: '/api/cart/create', allowed: ['POST'] },
    { target: `/api/cart/pull?cartId=${cartId}`, allowed: get },
    { target: `/api/cart/update?cartId=${cartId}`, allowed: ['POST'] },
    { target: `/api/cart/delete?cartId=${cartId}`, allowed: ['POST'] },
    // Issue 13: totals, methods, coupons and the order (ADR 030, 031).
    { target: `/api/cart/totals?cartId=${cartId}`, allowed: get },
    { target: `/api/cart/payment-methods?cartId=${cartId}`, allowed: get },
    { target: `/api/cart/shipping-methods?cartId=${cartId}`, allowed: ['POST'] },
    { target: `/api/cart/shipping-information?cartId=${cartId}`, allowed: ['POST'] },
    { target: `/api/cart/collect-totals?cartId=${cartId}`, allowed: ['POST'] },
    { target: `/api/cart/apply-coupon?cartId=${cartId}&coupon=NEWSLETTER10`, allowed: ['POST'] },
    { target: `/api/cart/delete-coupon?cartId=${cartId}`, allowed: ['POST'] },
    { target: `/api/cart/coupon?cartId=${cartId}`, allowed: get },
    { target: '/api/order', allowed: ['POST'] },
    { target: '/api/order/000000001?orderId=0000000000000000-x', allowed: get },
    { target: '/api/invalidate?tag=P1', allowed: ['GET', 'POST'] },
    { target: '/stockists/ajax/stores?all=true', allowed: get },
    { target: '/customer/section/load/?sections=cart', allowed: get },
    { target: '/customer/section/load', allowed: get },
    { target: '/img/104/104/resize/x.jpg', allowed: get },
    { target: '/img/502/502/resize/product/sneakers/black/1.svg', allowed: get },
    { target: '/img/product/sneakers/black/1.svg', allowed: get },
    { target: '/robots.txt', allowed: get },
    { target: '/sitemap.xml', allowed: get },
    { target: '/', allowed: get },
    { target: '/en/', allowed: get },
    { target: `/${pools.urlPaths[0] ?? 'x'}`, allowed: get },
    { target: '/checkout', allowed: get },
  ];
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

function wrongMethodRequests(): fc.Arbitrary<FuzzRequest> {
  const pairs = endpoints().flatMap((e) =>
    METHODS.filter((m) => !e.allowed.includes(m)).map((method) => ({ ...e, method })),
  );
  const body = fc.oneof(
    { weight: 2, arbitrary: fc.constant<string | undefined>(undefined) },
    { weight: 2, arbitrary: fc.constant<string | undefined>('{}') },
    { weight: 1, arbitrary: hostileJson.map((j) => bodyText(j).body) },
  );
  return fc.record({ call: fc.constantFrom(...pairs), body, extra: unknownParams }).map(({ call, body: b, extra }) => {
    const target =
      extra.length === 0
        ? call.target
        : `${call.target}${call.target.includes('?') ? '&' : '?'}${queryString(extra).slice(1)}`;
    const withBody = call.method !== 'GET' && b !== undefined;
    return fuzzRequest({
      method: call.method,
      target,
      headers: withBody ? { 'content-type': 'application/json' } : {},
      ...(withBody ? { body: b } : {}),
    });
  });
}

/**
 * A method the path does not serve is refused: 405 (or 404 where the path is only known for other
 * methods; or 413 when the body is over the limit, which the API checks before routing, ADR 016).
 */
const refused: AnswerCheck = (_request, answer) =>
  [404, 405, 413].includes(answer.status) ? [] : [`a wrong method answered ${answer.status}, not 405 (or 404/413)`];

describe('wrong HTTP methods fuzz (issue 8)', () => {
  it(
    'refuses every wrong method with 404/405 (405 with Allow), without a 5xx, a leak, a broken envelope or a hang',
    async () => {
      await assertGoodAnswers(wrongMethodRequests(), { extra: [refused, allowOn405] });
    },
    fuzzTestTimeout(),
  );
});
