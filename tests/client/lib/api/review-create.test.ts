// The review create endpoint file (client/lib/api/review-create.ts; contract §1.1 R1; issue 14, ADR 039) over a
// stub transport: the exact request it sends (trimmed fields, a guest's product review, the store view, one
// Idempotency-Key per write kept across retries) and a refused review thrown with the platform's message.
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type Fetcher } from '#shared/api/client.ts';
import { createReview, createReviewMutationOptions, reviewCreateBody } from '#client/lib/api/review-create.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stub(answer: () => Response) {
  const sent: Array<{ method: string; url: string; key: string | null; body: string }> = [];
  const fetch: Fetcher = async (request) => {
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      key: request.headers.get('idempotency-key'),
      body: await request.text(),
    });
    return answer();
  };
  return { api: createApiClient({ origin: 'http://shop.test', fetch }), sent };
}

const STORED = {
  code: 200,
  result: {
    id: 100_000_001,
    title: 'Удобные',
    detail: 'Ношу каждый день.',
    nickname: 'Аня',
    review_entity: 'product',
    review_type: 2,
    review_status: 2,
    created_at: '2026-11-27 05:00:00',
    store_id: 1,
    stores: [0, 1],
    product_id: 42,
    customer_id: null,
  },
};

describe('reviewCreateBody', () => {
  it('is the R1 body of a guest product review, each text trimmed', () => {
    expect(reviewCreateBody({ productId: 42, title: '  Удобные ', detail: 'Ношу\n', nickname: ' Аня' })).toEqual({
      review: {
        product_id: 42,
        title: 'Удобные',
        detail: 'Ношу',
        nickname: 'Аня',
        review_entity: 'product',
        customer_id: null,
      },
    });
  });
});

describe('createReview', () => {
  it('POSTs the body to /api/review/create in the store view and answers the pending review', async () => {
    const { api, sent } = stub(() => json(STORED));
    const answer = await createReview(api, {
      productId: 42,
      title: 'Удобные',
      detail: 'Ношу каждый день.',
      nickname: 'Аня',
      store: 'en',
      idempotencyKey: 'key-1',
    });
    expect(answer.result.review_status).toBe(2);
    expect(answer.result.id).toBe(100_000_001);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/review/create?storeCode=en',
        key: 'key-1',
        body: JSON.stringify({
          review: {
            product_id: 42,
            title: 'Удобные',
            detail: 'Ношу каждый день.',
            nickname: 'Аня',
            review_entity: 'product',
            customer_id: null,
          },
        }),
      },
    ]);
  });

  it("throws a refused review as an ApiError with the platform's message", async () => {
    const message = 'review.product_id: no product with id 7 in this store view';
    const { api } = stub(() => json({ code: 400, result: message }, 400));
    const error = await createReview(api, { productId: 7, title: 'a', detail: 'b', nickname: 'c', store: 'ru' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).result).toBe(message);
  });
});

describe('createReviewMutationOptions', () => {
  it('sends one Idempotency-Key per write, the same for a retry of the same variables', async () => {
    const { api, sent } = stub(() => json(STORED));
    const options = createReviewMutationOptions(api);
    const variables = { productId: 42, title: 't', detail: 'd', nickname: 'n', store: 'ru' as const };
    await options.mutationFn!(variables, undefined as never);
    await options.mutationFn!(variables, undefined as never);
    await options.mutationFn!({ ...variables }, undefined as never);
    expect(options.mutationKey).toEqual(['review', 'mutation', 'create']);
    const keys = sent.map((request) => request.key);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
