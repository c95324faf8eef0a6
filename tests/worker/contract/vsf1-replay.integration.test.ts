// Replay contract test (issue 12 "a replay test of what such a client sends"): every request an unmodified
// Vue Storefront 1.12.3 client sent (tests/fixtures/vsf1-client-requests.jsonl) plus the order and user
// requests of the contract's §1 examples (tests/fixtures/contract-examples-requests.jsonl), replayed in order
// against the embedded platform in workerd (real worker, real D1, demo catalogue) and checked against the
// contract: HTTP status = envelope `code`, JSON content type, and the fields VSF1 reads (shared/contract/*).
// Requests whose endpoints are not built yet are listed in KNOWN_MISSES with the issue that builds them; they
// must still miss cleanly (404 envelope, never a 500), and the test fails once one answers, so the list shrinks.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import vsf1Text from '#tests/fixtures/vsf1-client-requests.jsonl?raw';
import examplesText from '#tests/fixtures/contract-examples-requests.jsonl?raw';
import { cartCreateResponseSchema, cartPullResponseSchema } from '#shared/contract/cart.ts';
import { compactSearchResponseSchema, searchAnswerSchema } from '#shared/contract/catalog-search.ts';
import { errorEnvelopeSchema, describeZodError } from '#shared/contract/envelope.ts';
import { stockCheckResponseSchema } from '#shared/contract/stock.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { VSF1_ANSWER_SHAPES } from '#tests/support/workerd/vsf1-answer-shapes.ts';

interface RecordedRequest {
  side: string;
  method: string;
  url: string;
  body?: string;
  answeredThen?: number;
}

/** The local start's origin: the contract example's reset e-mail links to it when no PUBLIC_ORIGIN is set (ADR 057). */
const ORIGIN = 'http://localhost:8787';
/** The cart id of the recorded run (tests/fixtures/README.md): replaced by a cart this test creates. */
const RECORDED_CART_ID = '22f22203160d581e037d39e084066a07';

const parse = (text: string, file: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ({ ...(JSON.parse(line) as RecordedRequest), file }));

const REQUESTS = [
  ...parse(vsf1Text, 'vsf1-client-requests.jsonl'),
  ...parse(examplesText, 'contract-examples-requests.jsonl'),
];

/**
 * Endpoints not built yet: the only allowed misses. Each must still answer a clean 404 envelope; when its
 * issue lands and it answers 200, this test fails and asks to remove the entry (its shape is then checked
 * by SHAPES below).
 */
// Issue 14 built the last ones (the /api/user calls, ADR 035).
const KNOWN_MISSES: ReadonlyArray<{ method: string; path: string; issue: number; note?: string }> = [];

/** The answer each endpoint must give: the fields VSF1 reads. Used once an endpoint leaves KNOWN_MISSES. */
const SHAPES = VSF1_ANSWER_SHAPES;

const pathOf = (url: string) => new URL(url, ORIGIN).pathname;
const knownMiss = (request: RecordedRequest) =>
  KNOWN_MISSES.find((miss) => miss.method === request.method && miss.path === pathOf(request.url));

/** Fixed budgets: the whole file (60 requests, seeding included) runs in about 2 s of test time. */
const SEED_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 5_000;

/** Catalogue searches that found nothing (the demo catalogue must answer what VSF1 rendered from). */
const zeroHits: string[] = [];

/** The last answer of the recorded run's cart pulls (before the contract examples' order closes the cart). */
let lastPull: unknown;

/** Ids of this run, substituted into the recorded urls and bodies. */
const state = { cartId: '', token: '', sneakerQty: 0 };
const substitute = (text: string) =>
  text
    .replaceAll(RECORDED_CART_ID, state.cartId)
    .replaceAll('{{cartId}}', state.cartId)
    .replaceAll('{{token}}', encodeURIComponent(state.token));

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const sneaker = catalog.documents.find((d) => d.store === 'ru' && d.entity === 'product' && d.doc.sku === 'SNK00012')
    ?.doc as { configurable_children: Array<{ sku: string; stock: { qty: number } }> } | undefined;
  state.sneakerQty = sneaker?.configurable_children?.find((c) => c.sku === 'SNK00012-36-navy')?.stock.qty ?? 0;
  const response = await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: 'POST' });
  state.cartId = cartCreateResponseSchema.parse(await response.json()).result as string;
}, SEED_TIMEOUT_MS);

async function replay(request: RecordedRequest) {
  const response = await SELF.fetch(`${ORIGIN}${substitute(request.url)}`, {
    method: request.method,
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : substitute(request.body),
  });
  return response;
}

function expectShape(schema: z.ZodType, body: unknown, label: string) {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? 'ok' : `${label}: ${describeZodError(parsed.error!)}`).toBe('ok');
}

describe('the corpus', () => {
  it('holds every recorded request and the contract examples', () => {
    expect(REQUESTS.filter((r) => r.file === 'vsf1-client-requests.jsonl')).toHaveLength(52);
    expect(REQUESTS.filter((r) => r.file === 'contract-examples-requests.jsonl')).toHaveLength(8);
  });

  it('lists no known miss that no request makes', () => {
    const stale = KNOWN_MISSES.filter((miss) => !REQUESTS.some((r) => knownMiss(r) === miss));
    expect(stale).toEqual([]);
  });
});

// One test per request, in recorded order: the cart lines depend on the ones before (vitest runs a file's
// tests one after another).
describe.each([['vsf1-client-requests.jsonl'], ['contract-examples-requests.jsonl']])('replay of %s', (file) => {
  const lines = REQUESTS.filter((r) => r.file === file);
  it.each(lines.map((request, index) => [`#${index + 1} ${request.method} ${pathOf(request.url)}`, request] as const))(
    '%s',
    async (label, request) => {
      const response = await replay(request);
      const path = pathOf(request.url);
      const miss = knownMiss(request);

      if (path.startsWith('/img/')) {
        // VSF1 asks any size (310×300 tiles, 600×744 gallery, 150×150 cart): issue 12 item 3.
        expect(response.status, label).toBe(200);
        expect(response.headers.get('content-type'), label).toMatch(/^image\//);
        // Shown by a page on another origin (issue 12 item 2).
        expect(response.headers.get('cross-origin-resource-policy'), label).not.toBe('same-origin');
        await response.arrayBuffer();
        return;
      }

      expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
      const body: unknown = await response.json();

      if (miss) {
        // A miss must be a clean 404 envelope: VSF1 reads `code` (contract §0.1), never a 500.
        const why =
          response.status === 200
            ? `issue ${miss.issue} built it — remove it from KNOWN_MISSES`
            : 'a known miss must stay a clean 404 envelope';
        expect(response.status, `${label} answered ${response.status}: ${why}`).toBe(404);
        expectShape(errorEnvelopeSchema.extend({ code: z.literal(404) }), body, label);
        return;
      }

      expect(response.status, label).toBe(200);
      if (path.startsWith('/api/catalog/')) {
        // Catalogue answers are ES answers, not enveloped (contract §1.1 K1, §2.5/§2.6).
        const compact = new URL(request.url, ORIGIN).searchParams.get('response_format') === 'compact';
        expectShape(compact ? compactSearchResponseSchema : searchAnswerSchema, body, label);
        const total = compact
          ? (body as { total: { value: number } }).total
          : (body as { hits: { total: { value: number } } }).hits.total;
        zeroHits.push(...(total.value === 0 ? [label] : []));
        return;
      }
      expect((body as { code?: unknown }).code, label).toBe(response.status);
      const schema = SHAPES[`${request.method} ${path}`];
      expect(schema, `${label}: no contract shape to check it against`).toBeDefined();
      expectShape(schema!, body, label);
      if (path === '/api/user/login') state.token = (body as { result: string }).result;
      if (path === '/api/cart/pull') lastPull = body;
    },
    REQUEST_TIMEOUT_MS,
  );
});

describe('the answers VSF1 relies on carry the recorded run’s values', () => {
  const find = (predicate: (r: RecordedRequest) => boolean) => REQUESTS.find(predicate)!;
  const json = async (request: RecordedRequest) => (await (await replay(request)).json()) as Record<string, unknown>;

  it('finds the recorded sneaker by its url_path and category by slug', async () => {
    const product = await json(
      find((r) => r.url.includes('krossovki-zhenskie-begovye-severnyi-vete') && r.url.includes('/product/')),
    );
    const hits = compactSearchResponseSchema.parse(product).hits as Array<Record<string, unknown>>;
    expect(hits.map((hit) => hit.sku)).toContain('SNK00012');
    const category = await json(find((r) => r.url.includes('/category/') && r.url.includes('krossovki-5')));
    expect(compactSearchResponseSchema.parse(category).total.value).toBe(1);
  });

  it('adds the recorded sneaker (size 36, navy) as its child, which the next pull returns', async () => {
    const lines = cartPullResponseSchema.parse(lastPull).result;
    expect(lines.map((line) => [line.sku, line.product_type])).toContainEqual(['SNK00012-36-navy', 'configurable']);
    // The contract examples' order was placed from that cart: it is closed now, as Magento converts the quote
    // (ADR 045), so a pull of it answers contract §7's 404.
    const after = await replay(find((r) => r.url.startsWith('/api/cart/pull')));
    expect(after.status).toBe(404);
    expect(((await after.json()) as { code: number }).code).toBe(404);
    // The contract example's order (the last request) bought one of them: the check answers the live stock.
    const stock = stockCheckResponseSchema.parse(await json(find((r) => r.url.startsWith('/api/stock/check'))));
    expect(state.sneakerQty).toBeGreaterThan(0);
    expect(stock.result.qty).toBe(state.sneakerQty - 1);
    expect(stock.result.is_in_stock).toBe(state.sneakerQty > 1);
  });
});

describe('catalogue searches', () => {
  it('find something, except the two VSF1 makes that find nothing against vue-storefront-api too', () => {
    // #6: a category url tried as a product url first; #27: the root category (id 1), which is not indexed.
    // #31 asks the sneaker's reviews by the chosen child's id (2101): they are its parent's (ADR 055).
    expect(zeroHits).toEqual([
      '#6 GET /api/catalog/vue_storefront_catalog/product/_search',
      '#27 GET /api/catalog/vue_storefront_catalog/category/_search',
    ]);
  });
});
