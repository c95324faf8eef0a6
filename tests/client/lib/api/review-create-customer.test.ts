// A logged-in customer's review (client/lib/api/review-create.ts; contract §1.1 R1 customer_id; spec §6 token rule;
// issue 14): the body names the customer and the request carries the token (header or query, by the setting).
import { describe, expect, it } from 'vitest';
import { createApiClient, type Fetcher } from '#shared/api/client.ts';
import { createReview } from '#client/lib/api/review-create.ts';

const STORED = { code: 200, result: { id: 100_000_002, customer_id: 7 } };

function stub(tokenInHeader: boolean) {
  const sent: Array<{ url: string; authorization: string | null; body: unknown }> = [];
  const fetch: Fetcher = async (request) => {
    const url = new URL(request.url);
    sent.push({
      url: `${url.pathname}${url.search}`,
      authorization: request.headers.get('authorization'),
      body: await request.json(),
    });
    return new Response(JSON.stringify(STORED), { headers: { 'content-type': 'application/json' } });
  };
  return { api: createApiClient({ origin: 'http://shop.test', fetch, tokenInHeader }), sent };
}

const draft = { productId: 42, title: 'Удобные', detail: 'Ношу каждый день.', nickname: 'Аня', store: 'ru' as const };

describe('createReview for a customer', () => {
  it('sends customer_id and the token as Authorization: Bearer when tokenInHeader is on', async () => {
    const { api, sent } = stub(true);
    await createReview(api, { ...draft, customerId: 7, token: 'access-1' });
    expect(sent).toEqual([
      {
        url: '/api/review/create?storeCode=ru',
        authorization: 'Bearer access-1',
        body: {
          review: {
            product_id: 42,
            title: 'Удобные',
            detail: 'Ношу каждый день.',
            nickname: 'Аня',
            review_entity: 'product',
            customer_id: 7,
          },
        },
      },
    ]);
  });

  it('sends the token as ?token= when tokenInHeader is off', async () => {
    const { api, sent } = stub(false);
    await createReview(api, { ...draft, customerId: 7, token: 'access-1' });
    expect([sent[0]!.url, sent[0]!.authorization]).toEqual(['/api/review/create?storeCode=ru&token=access-1', null]);
  });
});
