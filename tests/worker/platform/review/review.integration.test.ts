// POST /api/review/create and review moderation of the embedded platform (contract §1.1 R1, §2.4c, §3.6;
// spec §1, §7; issue 14; ADR 036) in workerd with real D1: a sent review is pending and absent from the
// catalogue's review listing (the product page's query, through the worker and its edge cache), approval
// lists it, refusal removes it; bad input is a 400 naming the field, never a 500; the review's customer is the
// token's (issue 14), a body customer_id alone is a guest's review.
// The /dev/reviews paths are called on the platform app directly: forwarding them is the outer worker's job.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';
import { searchResponseSchema } from '#shared/contract/catalog-search.ts';
import { reviewCreateResponseSchema, reviewSchema, type Review } from '#shared/contract/review.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { createPlatformApp } from '#worker/platform/app.ts';
import { REVIEW_ID_BASE } from '#worker/platform/review/review-store.ts';
import { UNKNOWN_TOKEN } from '#worker/platform/review/routes.ts';
import { customer } from '#tests/worker/platform/user/support/accounts.ts';

const ORIGIN = 'http://localhost';
const platform = createPlatformApp();

type Doc = Record<string, unknown> & { id: number };
/** Listable products of the ru view (status 1, visible in the catalogue), one per test that lists reviews. */
let products: Doc[] = [];
let next = 0;
const freshProductId = () => products[next++]!.id;

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  products = catalog.documents
    .filter((d) => d.store === 'ru' && d.entity === 'product')
    .map((d) => d.doc as Doc)
    .filter((p) => p.status === 1 && p.visibility === 4);
  expect(products.length).toBeGreaterThan(10);
});

function reviewBody(productId: number, overrides: Record<string, unknown> = {}) {
  return {
    review: {
      product_id: productId,
      title: 'Отличное пальто',
      detail: 'Тёплое, сидит по фигуре, размер в размер.',
      nickname: 'Анна',
      review_entity: 'product',
      customer_id: null,
      ...overrides,
    },
  };
}

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/review/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function createReview(body: unknown, headers: Record<string, string> = {}): Promise<Review> {
  const res = await post(body, headers);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  expect(res.headers.get('x-storefront-cache')).toBe('BYPASS');
  return reviewCreateResponseSchema.parse(json).result;
}

async function expectBadRequest(body: unknown, message: string, headers: Record<string, string> = {}): Promise<void> {
  const res = await post(body, headers);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(400);
  expect(errorEnvelopeSchema.parse(json)).toEqual({ code: 400, result: message });
}

/** The product page's review query (client/pages/product/queries.ts productReviewsQuery), through the worker. */
async function listing(
  productId: number,
  { store = 'ru', approvedOnly = true } = {},
): Promise<{ reviews: Review[]; cache: string | null }> {
  const filters = [
    { attribute: 'product_id', value: { eq: productId } },
    ...(approvedOnly ? [{ attribute: 'review_status', value: { eq: 1 } }] : []),
  ];
  const query = new URLSearchParams({
    request_format: 'search-query',
    request: JSON.stringify({ _appliedFilters: filters }),
    size: '20',
    sort: 'created_at:desc',
  });
  const res = await SELF.fetch(`${ORIGIN}/api/catalog/vue_storefront_catalog_${store}/review/_search?${query}`);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  const reviews = searchResponseSchema.parse(json).hits.hits.map((hit) => reviewSchema.parse(hit._source));
  return { reviews, cache: res.headers.get('x-storefront-cache') };
}

const ids = (reviews: Review[]) => reviews.map((review) => review.id);

/** The local-only moderation paths, on the platform app (host `localhost` unless given). */
function moderate(path: string, { method = 'POST', host = 'localhost', deployed = false } = {}): Promise<Response> {
  const bindings = deployed ? { ...env, LOCAL_DEVELOPMENT: '' } : env;
  return Promise.resolve(platform.fetch(new Request(`http://${host}/dev/reviews${path}`, { method }), bindings));
}

async function decide(id: number, decision: 'approve' | 'refuse'): Promise<Review> {
  const res = await moderate(`/${id}/${decision}`);
  const json = (await res.json()) as { code: number; result: unknown };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return reviewSchema.parse(json.result);
}

async function storedStatus(id: number): Promise<number | undefined> {
  const row = await env.DB.prepare('SELECT status FROM reviews WHERE id = ?1').bind(id).first<{ status: number }>();
  return row?.status;
}

describe('POST /api/review/create', () => {
  it('stores the review pending (status 2 whatever was sent) and answers the Magento review object', async () => {
    const productId = freshProductId();
    const before = Date.now();
    const review = await createReview(
      reviewBody(productId, { title: '  Отличное пальто  ', review_status: 1, customer_id: 42, rating: 5 }),
    );
    expect(review).toEqual({
      id: expect.any(Number),
      title: 'Отличное пальто',
      detail: 'Тёплое, сидит по фигуре, размер в размер.',
      nickname: 'Анна',
      review_entity: 'product',
      review_type: 3,
      review_status: 2,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      store_id: 1,
      stores: [0, 1],
      product_id: productId,
      // A body customer_id without the customer's token proves nothing: a guest's review (issue 14).
      customer_id: null,
    });
    expect(review.id).toBeGreaterThan(REVIEW_ID_BASE);
    expect(Date.parse(`${review.created_at.replace(' ', 'T')}Z`)).toBeGreaterThanOrEqual(
      Math.floor(before / 1000) * 1000,
    );
    expect(await storedStatus(review.id)).toBe(2);
  });

  it("a logged-in customer's review is theirs: the token's customer, whatever customer_id the body names", async () => {
    const shopper = await customer();
    const productId = freshProductId();
    const viaHeader = await createReview(reviewBody(productId, { customer_id: shopper.id }), {
      authorization: `Bearer ${shopper.token}`,
    });
    expect(viaHeader).toMatchObject({ product_id: productId, nickname: 'Анна', customer_id: shopper.id });
    // Another customer's id in the body: the token decides (no review in someone else's name).
    const other = await customer();
    const res = await SELF.fetch(`${ORIGIN}/api/review/create?token=${shopper.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reviewBody(productId, { customer_id: other.id })),
    });
    expect(res.status).toBe(200);
    expect(reviewCreateResponseSchema.parse(await res.json()).result.customer_id).toBe(shopper.id);
    const stored = await env.DB.prepare('SELECT customer_id FROM reviews WHERE id = ?1')
      .bind(viaHeader.id)
      .first<{ customer_id: number | null }>();
    expect(stored).toEqual({ customer_id: shopper.id });
  });

  it('a token of no live session is a 401 (the client refreshes), and nothing is stored', async () => {
    const productId = freshProductId();
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM reviews').first<{ n: number }>();
    const res = await post(reviewBody(productId), { authorization: `Bearer ${'0'.repeat(64)}` });
    expect(res.status).toBe(401);
    expect(errorEnvelopeSchema.parse(await res.json())).toEqual({ code: 401, result: UNKNOWN_TOKEN });
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM reviews').first<{ n: number }>();
    expect(after).toEqual(before);
  });

  it('numbers reviews one after another and takes the store view of x-vs-store-code', async () => {
    const productId = freshProductId();
    const first = await createReview(reviewBody(productId));
    const second = await createReview(reviewBody(productId), { 'x-vs-store-code': 'en' });
    expect(second.id).toBe(first.id + 1);
    expect(second).toMatchObject({ store_id: 2, stores: [0, 2] });
    const stored = await env.DB.prepare('SELECT store FROM reviews WHERE id = ?1').bind(second.id).first();
    expect(stored).toEqual({ store: 'en' });
  });

  it('accepts a numeric string product id and no review_entity or customer_id (VSF1 forms differ)', async () => {
    const productId = freshProductId();
    const review = await createReview({
      review: { product_id: String(productId), title: 'Ok', detail: 'Fine', nickname: 'Ivan' },
    });
    expect(review).toMatchObject({ product_id: productId, review_entity: 'product', customer_id: null });
  });
});

describe('moderation: only approved reviews are listed', () => {
  it('pending → not listed; approved → listed on its product (the cached listing is replaced); refused → gone', async () => {
    const productId = freshProductId();
    const seeded = await listing(productId);
    // The same listing again is an edge-cache HIT: it is the cached copy that approval must replace.
    expect((await listing(productId)).cache).toBe('HIT');

    const review = await createReview(reviewBody(productId));
    for (const approvedOnly of [true, false]) {
      expect(ids((await listing(productId, { approvedOnly })).reviews)).not.toContain(review.id);
    }
    const queue = await moderate('', { method: 'GET' });
    expect(queue.status).toBe(200);
    const pending = ((await queue.json()) as { result: unknown[] }).result.map((r) => reviewSchema.parse(r));
    expect(ids(pending)).toContain(review.id);

    const approved = await decide(review.id, 'approve');
    expect(approved).toMatchObject({ id: review.id, review_status: 1 });
    expect(await storedStatus(review.id)).toBe(1);
    const after = await listing(productId);
    expect(after.cache).not.toBe('HIT');
    // Newest first (created_at desc), then the seeded approved reviews as before.
    expect(ids(after.reviews)).toEqual([review.id, ...ids(seeded.reviews)]);
    const listed = after.reviews[0]!;
    expect(listed).toEqual({ ...review, review_status: 1, customer_id: undefined });
    expect(listed).not.toHaveProperty('customer_id');
    // Only in its own store view's index, and no longer in the queue.
    expect(ids((await listing(productId, { store: 'en' })).reviews)).not.toContain(review.id);
    const queueAfter = (await (await moderate('', { method: 'GET' })).json()) as { result: Review[] };
    expect(ids(queueAfter.result)).not.toContain(review.id);

    // Approving twice writes the same single document.
    await decide(review.id, 'approve');
    expect(ids((await listing(productId)).reviews).filter((id) => id === review.id)).toHaveLength(1);

    const refused = await decide(review.id, 'refuse');
    expect(refused.review_status).toBe(3);
    expect(ids((await listing(productId, { approvedOnly: false })).reviews)).not.toContain(review.id);
    const documents = await env.DB.prepare("SELECT count(*) AS n FROM documents WHERE entity = 'review' AND id = ?1")
      .bind(review.id)
      .first<{ n: number }>();
    expect(documents?.n).toBe(0);
  });

  it('a configurable child’s id (VSF1 names the chosen child’s) is a review of its parent, listed by either id', async () => {
    const parent = products.filter((p) => p.type_id === 'configurable').at(-1)!;
    const child = (parent.configurable_children as Array<{ id: number; sku: string }>)[0]!;
    const review = await createReview(reviewBody(child.id));
    expect(review.product_id).toBe(parent.id);
    await decide(review.id, 'approve');
    expect(ids((await listing(parent.id)).reviews)).toContain(review.id);
    const byChild = await listing(child.id);
    expect(ids(byChild.reviews)).toEqual(ids((await listing(parent.id)).reviews));
    expect(byChild.reviews.every((listed) => listed.product_id === parent.id)).toBe(true);
  });

  it('an approved review of the en view is listed in the en index only', async () => {
    const productId = freshProductId();
    const review = await createReview(reviewBody(productId, { title: 'Warm coat' }), { 'x-vs-store-code': 'en' });
    await decide(review.id, 'approve');
    const en = await listing(productId, { store: 'en' });
    expect(en.reviews.find((r) => r.id === review.id)).toMatchObject({ title: 'Warm coat', store_id: 2 });
    expect(ids((await listing(productId)).reviews)).not.toContain(review.id);
  });

  it('moderation answers under the local development start only, and names unknown reviews', async () => {
    const productId = freshProductId();
    const review = await createReview(reviewBody(productId));
    for (const host of ['shop.example.ru', 'storefront.workers.dev']) {
      const res = await moderate(`/${review.id}/approve`, { host });
      expect(res.status).toBe(404);
      expect((await moderate('', { method: 'GET', host })).status).toBe(404);
    }
    // A deployed worker (no LOCAL_DEVELOPMENT, ADR 057) has no moderation, whatever local-looking Host it gets.
    for (const host of ['localhost', '127.0.0.1', '0x7f.0.0.1', '10.0.0.1', 'shop.local'])
      expect((await moderate(`/${review.id}/approve`, { host, deployed: true })).status).toBe(404);
    expect(await storedStatus(review.id)).toBe(2);
    expect((await moderate(`/${review.id}/approve`, { host: '127.0.0.1' })).status).toBe(200);

    const unknown = await moderate(`/${REVIEW_ID_BASE - 1}/approve`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 404, result: `No review with id ${REVIEW_ID_BASE - 1}` });
    const wrongMethod = await moderate(`/${review.id}/approve`, { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect((await moderate(`/${review.id}/publish`)).status).toBe(404);
  });
});

describe('bad input is a 400 naming the field, never a 500', () => {
  const productId = () => products[0]!.id;

  it.each([
    ['not JSON', '{"review": ', 'Malformed JSON in the request body'],
    ['a JSON array', '[1,2]', 'The request body must be a JSON object {"review": {…}}, got an array'],
    ['a JSON string', '"review"', 'The request body must be a JSON object {"review": {…}}, got "review"'],
    ['no review', '{}', 'review is required: send {"review": {"product_id", "title", "detail", "nickname"}}'],
    ['review not an object', '{"review": "yes"}', 'review: expected an object, got "yes"'],
  ])('%s', async (_name, body, message) => {
    await expectBadRequest(body, message);
  });

  it.each([
    ['title missing', { title: undefined }, 'review.title is required'],
    ['title blank', { title: '   ' }, 'review.title is required'],
    ['title a number', { title: 5 }, 'review.title: expected a string, got the number 5'],
    ['title too long', { title: 'я'.repeat(256) }, 'review.title is too long (at most 255 characters)'],
    ['nickname too long', { nickname: 'n'.repeat(129) }, 'review.nickname is too long (at most 128 characters)'],
    ['detail too long', { detail: 'д'.repeat(5_001) }, 'review.detail is too long (at most 5000 characters)'],
    ['detail null', { detail: null }, 'review.detail: expected a string, got null'],
    ['product id missing', { product_id: undefined }, 'review.product_id is required'],
    ['product id text', { product_id: 'abc' }, 'review.product_id: expected a positive whole number, got "abc"'],
    [
      'product id fraction',
      { product_id: 1.5 },
      'review.product_id: expected a positive whole number, got the number 1.5',
    ],
    [
      'product id negative',
      { product_id: -3 },
      'review.product_id: expected a positive whole number, got the number -3',
    ],
    [
      'product id huge',
      { product_id: 1e300 },
      'review.product_id: expected a positive whole number, got the number 1e+300',
    ],
    ['customer id text', { customer_id: 'me' }, 'review.customer_id: expected a positive whole number, got "me"'],
    [
      'another entity',
      { review_entity: 'category' },
      'review.review_entity: only "product" reviews exist (review_entity: "product")',
    ],
  ])('%s', async (_name, overrides, message) => {
    await expectBadRequest(reviewBody(productId(), overrides), message);
  });

  it('names every wrong field at once', async () => {
    await expectBadRequest(
      reviewBody(productId(), { title: '', nickname: 7 }),
      'review.title is required; review.nickname: expected a string, got the number 7',
    );
  });

  it('a product the store view does not have', async () => {
    await expectBadRequest(reviewBody(987_654), 'review.product_id: no product with id 987654 in this store view');
    await expectBadRequest(reviewBody(productId()), 'Unknown store code "de"; expected one of ru, en', {
      'x-vs-store-code': 'de',
    });
  });

  it('a body over 64 KB is a 413 at the edge; a huge field under it a 400', async () => {
    const huge = await post(reviewBody(productId(), { detail: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
    await expectBadRequest(
      reviewBody(productId(), { detail: 'x'.repeat(60_000) }),
      'review.detail is too long (at most 5000 characters)',
    );
    const count = await env.DB.prepare('SELECT count(*) AS n FROM reviews WHERE length(detail) > 5000').first<{
      n: number;
    }>();
    expect(count?.n).toBe(0);
  });

  it('other methods and paths', async () => {
    const get = await SELF.fetch(`${ORIGIN}/api/review/create`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const other = await SELF.fetch(`${ORIGIN}/api/review/list`, { method: 'POST', body: '{}' });
    expect(other.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await other.json()).result).toContain('POST /api/review/create');
  });
});
