// Replay of a stock Vue Storefront 1.12.3 checkout (tests/fixtures/vsf1-checkout-requests.jsonl): the cart,
// stock, coupon, order, review, newsletter and account calls that VSF1's own buttons and forms sent, in order,
// in both recorded configurations (`stock-config`, docs/vsf1-migration.md's; `token-in-header`, the same with
// `users.tokenInHeader: true`), against the embedded platform in workerd (real worker, real D1, the demo
// catalogue at full scale: the recording bought SNK01746, product 1 746). Every call the shop expects to succeed
// answers 200 with the shape VSF1 reads; the calls refused when it was recorded (an order without `order_id`, a
// review naming the chosen child) succeed; the wrong coupon and the quantity above stock are refused with the
// same messages as then. Afterwards the answers VSF1 renders are checked for their values (ADR 055, ADR 056).
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import checkoutText from '#tests/fixtures/vsf1-checkout-requests.jsonl?raw';
import { cartCreateResponseSchema, cartPullResponseSchema } from '#shared/contract/cart.ts';
import {
  orderResponseSchema,
  shippingInformationResponseSchema,
  shippingMethodsResponseSchema,
} from '#shared/contract/checkout.ts';
import { describeZodError } from '#shared/contract/envelope.ts';
import { reviewCreateResponseSchema } from '#shared/contract/review.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { VSF1_ANSWER_SHAPES } from '#tests/support/workerd/vsf1-answer-shapes.ts';

type Config = 'stock-config' | 'token-in-header';

interface RecordedCall {
  config: Config;
  method: string;
  url: string;
  body: Record<string, unknown> | null;
  answeredThen: number;
  answerThen?: { code: number; result: unknown };
}

const ORIGIN = 'http://vsf1-checkout.test';

const CALLS = checkoutText
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as RecordedCall);

/** The calls refused when recorded that a stock VSF1 needs: placing its order and reviewing the chosen child. */
const REFUSED_THEN_ACCEPTED_NOW = new Set(['POST /api/order', 'POST /api/review/create']);

/** The sneaker size the recorded shopper bought twice and then asked two of (line 106: 'Only 1 …'). */
const LAST_PAIR_SKU = 'SNK00012-36-navy';
/**
 * Its stock when recorded was 1, and neither order placed then took it. Both orders are placed now, so the
 * replay starts with 1 + 2: after them one pair is left, and asking two gets the recorded refusal.
 */
const LAST_PAIR_STOCK = 3;

/** What VSF1 reads of each call's answer. */
const SHAPES = VSF1_ANSWER_SHAPES;

const pathOf = (url: string) => new URL(url, ORIGIN).pathname;
const endpointOf = (call: RecordedCall) => `${call.method} ${pathOf(call.url)}`;

/** Each request well within a second here; the seed of the full catalogue takes a few seconds. */
const SEED_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 5_000;

/** One configuration's run: the ids of this run substituted for the recorded ones. */
interface Run {
  cartId: string;
  token: string;
  /** With `users.tokenInHeader` the token travels in `Authorization`; the recording keeps no headers. */
  tokenInHeader: boolean;
  /** Indexes (of CALLS) made logged out after a login: the header is not sent for them. */
  loggedOut: ReadonlySet<number>;
}

/** Every answer of the replay, by index in CALLS, for the checks after it. */
const answers = new Map<number, { status: number; body: unknown }>();

/**
 * The token-in-header run's logged-out stretch: the recording keeps no headers, but the shopper logged out
 * before the last login (the stock-config run shows it by its empty `token=`), so the cart created last
 * before that login is a guest's, up to the login.
 */
function loggedOutStretch(config: Config): Set<number> {
  const indexes = CALLS.map((call, index) => ({ call, index })).filter(({ call }) => call.config === config);
  const lastLogin = indexes.filter(({ call }) => endpointOf(call) === 'POST /api/user/login').at(-1)?.index ?? -1;
  const guestCart = indexes
    .filter(({ call, index }) => index < lastLogin && endpointOf(call) === 'POST /api/cart/create')
    .at(-1)?.index;
  const stretch = new Set<number>();
  if (guestCart !== undefined && config === 'token-in-header')
    for (let index = guestCart; index < lastLogin; index += 1) stretch.add(index);
  return stretch;
}

const substitute = (run: Run, text: string) =>
  text
    .replaceAll('{{cartId}}', run.cartId)
    .replaceAll('{{token}}', encodeURIComponent(run.token))
    .replaceAll('{{refreshToken}}', '');

function headersFor(run: Run, index: number, json: boolean): Record<string, string> {
  const headers: Record<string, string> = json ? { 'content-type': 'application/json' } : {};
  if (run.tokenInHeader && run.token !== '' && !run.loggedOut.has(index)) headers.authorization = `Bearer ${run.token}`;
  return headers;
}

async function send(run: Run, index: number, method: string, url: string, body?: unknown) {
  const response = await SELF.fetch(`${ORIGIN}${substitute(run, url)}`, {
    method,
    headers: headersFor(run, index, body !== undefined),
    body: body === undefined ? undefined : substitute(run, JSON.stringify(body)),
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as { code: number; result: unknown } };
}

/**
 * A recorded quantity change names the recorded server's line (`item_id`): this run's line of the same product
 * in the current cart, or none (the order placed now closed the cart that line was in), when VSF1 adds it anew.
 */
async function withThisRunsItemId(run: Run, index: number, body: Record<string, unknown>) {
  const item = body.cartItem as Record<string, unknown> | undefined;
  if (!item || item.item_id === undefined) return body;
  const cart = `/api/cart/pull?cartId={{cartId}}${run.tokenInHeader ? '' : '&token={{token}}'}`;
  const pulled = cartPullResponseSchema.parse((await send(run, index, 'GET', cart)).body).result;
  const line = pulled.find((candidate) => candidate.sku.startsWith(`${String(item.sku)}-`));
  const { item_id: _recorded, ...rest } = item;
  return { ...body, cartItem: line ? { ...rest, item_id: line.item_id } : rest };
}

function expectShape(endpoint: string, body: unknown, label: string) {
  const schema = SHAPES[endpoint];
  expect(schema, `${label}: no shape to check it against`).toBeDefined();
  const parsed = schema!.safeParse(body);
  expect(parsed.success ? 'ok' : `${label}: ${describeZodError(parsed.error!)}`).toBe('ok');
}

beforeAll(async () => {
  await seedDemoCatalogue(env.DB, 1);
  await SELF.fetch(`${ORIGIN}/api/stock/check?sku=${LAST_PAIR_SKU}`); // the live stock row, from the catalogue
  await env.DB.prepare('UPDATE stock_items SET qty = ?2 WHERE sku = ?1').bind(LAST_PAIR_SKU, LAST_PAIR_STOCK).run();
}, SEED_TIMEOUT_MS);

describe('the corpus', () => {
  it('holds both recorded configurations, with the calls refused then', () => {
    expect(CALLS.filter((call) => call.config === 'stock-config')).toHaveLength(128);
    expect(CALLS.filter((call) => call.config === 'token-in-header')).toHaveLength(117);
    expect(
      CALLS.filter((call) => call.answeredThen !== 200).map((call) => `${call.config} ${endpointOf(call)}`),
    ).toEqual([
      'stock-config POST /api/review/create',
      'stock-config POST /api/cart/apply-coupon',
      'stock-config POST /api/order',
      'stock-config POST /api/order',
      'stock-config POST /api/cart/update',
      'token-in-header POST /api/review/create',
      'token-in-header POST /api/cart/apply-coupon',
    ]);
  });
});

// One test per call, in recorded order (vitest runs a file's tests one after another; D1 lives for the file).
describe.each([['stock-config' as const], ['token-in-header' as const]])('replay of %s', (config) => {
  const run: Run = {
    cartId: '',
    token: '',
    tokenInHeader: config === 'token-in-header',
    loggedOut: loggedOutStretch(config),
  };
  const calls = CALLS.map((call, index) => ({ call, index })).filter(({ call }) => call.config === config);

  it.each(calls.map(({ call, index }) => [`#${index + 1} ${endpointOf(call)}`, call, index] as const))(
    '%s',
    async (label, call, index) => {
      const endpoint = endpointOf(call);
      // GETs are recorded with `body: null`.
      const body = call.body ? await withThisRunsItemId(run, index, call.body) : undefined;
      const answer = await send(run, index, call.method, call.url, body);
      answers.set(index, answer);
      expect(answer.body.code, label).toBe(answer.status);

      if (call.answeredThen !== 200 && !REFUSED_THEN_ACCEPTED_NOW.has(endpoint)) {
        // Refused then, refused now, with the same words (the wrong coupon, two of the last pair).
        expect({ status: answer.status, body: answer.body }, label).toEqual({
          status: call.answeredThen,
          body: call.answerThen,
        });
        return;
      }
      expect(answer.status, `${label}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
      expectShape(endpoint, answer.body, label);

      if (endpoint === 'POST /api/cart/create') run.cartId = answer.body.result as string;
      if (endpoint === 'POST /api/user/login') run.token = answer.body.result as string;
      if (endpoint === 'POST /api/order') {
        // After an order it placed VSF1 clears its cart and starts a new one (its checkout/placeOrder action; docs/vsf1-migration.md).
        const created = await send(
          run,
          index,
          'POST',
          run.tokenInHeader ? '/api/cart/create' : '/api/cart/create?token={{token}}',
        );
        run.cartId = cartCreateResponseSchema.parse(created.body).result as string;
      }
    },
    REQUEST_TIMEOUT_MS,
  );
});

/** The answer of the n-th call (of CALLS) of a configuration to an endpoint, after the replay. */
function answerOf(config: Config, endpoint: string, nth: number) {
  const index = CALLS.map((call, i) => ({ call, i }))
    .filter(({ call }) => call.config === config && endpointOf(call) === endpoint)
    .at(nth)?.i;
  expect(index, `${config} ${endpoint} #${nth}`).toBeDefined();
  return answers.get(index!)!;
}

interface HistoryOrder {
  increment_id: string;
  customer_firstname: string;
  customer_lastname: string;
  subtotal: number;
  shipping_amount: number;
  tax_amount: number;
  discount_tax_compensation_amount: number;
  discount_amount: number;
  grand_total: number;
  payment: { additional_information: string[] };
  items: Array<{ sku: string; price_incl_tax: number; row_total_incl_tax: number; qty_ordered: number }>;
}

describe('what VSF1 shows from those answers', () => {
  it('places the stock configuration’s orders: a guest’s, then the token-less customer’s, in its history', () => {
    const [guest, customers] = [0, 1].map(
      (nth) => orderResponseSchema.parse(answerOf('stock-config', 'POST /api/order', nth).body).result.orderNumber,
    );
    expect(guest).not.toBe(customers);
    const history = answerOf('stock-config', 'GET /api/user/order-history', -1).body as {
      result: { items: HistoryOrder[]; total_count: number };
    };
    expect(history.result.total_count).toBe(1);
    const order = history.result.items[0]!;
    expect(order.increment_id).toBe(customers);
    expect(order).toMatchObject({ customer_firstname: 'Ivan', customer_lastname: 'Petrov' });
    expect(order.items.map((item) => [item.sku, item.qty_ordered, item.row_total_incl_tax])).toEqual([
      ['SNK00012-36-navy', 1, 14190],
      ['SNK01746-38-khaki', 1, 7290],
    ]);
    // VSF1's MyOrder: subtotal, shipping, tax = tax_amount + discount_tax_compensation_amount, discount, total.
    const tax = order.tax_amount + order.discount_tax_compensation_amount;
    expect(Number.isFinite(tax)).toBe(true);
    expect(Math.round((order.subtotal + order.shipping_amount + tax + order.discount_amount) * 100) / 100).toBe(
      order.grand_total,
    );
    // Over 5 000 ₽ of goods after the coupon: no courier to pay (FREE_SHIPPING_FROM's default).
    expect(order.grand_total).toBe(Math.round((14190 + 7290) * 0.9 * 100) / 100);
    expect(order.payment.additional_information).toEqual(['Cash On Delivery']);
  });

  it('prices a discounted line as charged: row_total - discount_amount + tax_amount (the theme’s line price)', () => {
    const totals = CALLS.flatMap((call, index) =>
      call.config === 'stock-config' && endpointOf(call) === 'POST /api/cart/shipping-information'
        ? [shippingInformationResponseSchema.parse(answers.get(index)!.body).result.totals]
        : [],
    );
    const lines = (answer: (typeof totals)[number]) => answer.items;
    const cents = (value: number) => Math.round(value * 100) / 100;
    const discounted = totals.filter((answer) => answer.coupon_code === 'NEWSLETTER10');
    expect(discounted.length).toBeGreaterThan(3);
    for (const answer of discounted)
      for (const line of lines(answer)) {
        expect(cents(line.row_total - line.discount_amount + line.tax_amount)).toBe(
          cents(line.row_total_incl_tax * 0.9),
        );
        expect(cents(line.discount_amount + (line.discount_tax_compensation_amount ?? 0))).toBe(
          cents(line.row_total_incl_tax * 0.1),
        );
      }
    // The sneaker of the recorded run: 14 190 ₽, 10 % off, 22 % VAT included.
    expect(lines(discounted[0]!)[0]).toMatchObject({
      row_total: 11631.15,
      discount_amount: 1163.12,
      discount_tax_compensation_amount: 255.88,
      tax_amount: 2302.97,
      row_total_incl_tax: 14190,
    });
    expect(discounted[0]!.discount_amount).toBe(-1419);
  });

  it('shows the courier at the price the totals charge: free for the recorded 14 190 ₽ cart', () => {
    const methods = shippingMethodsResponseSchema.parse(
      answerOf('stock-config', 'POST /api/cart/shipping-methods', 0).body,
    );
    expect(methods.result.map((method) => [method.method_code, method.amount, method.price_incl_tax])).toEqual([
      ['flatrate', 0, 0],
    ]);
    const info = shippingInformationResponseSchema.parse(
      answerOf('stock-config', 'POST /api/cart/shipping-information', 0).body,
    );
    expect(info.result.totals.shipping_incl_tax).toBe(0);
  });

  it('stores both reviews of the chosen child for its parent, pending', async () => {
    for (const config of ['stock-config', 'token-in-header'] as const) {
      const review = reviewCreateResponseSchema.parse(answerOf(config, 'POST /api/review/create', 0).body).result;
      expect(review).toMatchObject({ product_id: 2100, review_status: 2, title: 'Good running shoes' });
    }
  });

  it('places the token-in-header configuration’s orders by their order_id: the second one the customer’s', () => {
    const history = answerOf('token-in-header', 'GET /api/user/order-history', -1).body as {
      result: { items: HistoryOrder[] };
    };
    const second = orderResponseSchema.parse(answerOf('token-in-header', 'POST /api/order', 1).body).result.orderNumber;
    expect(history.result.items.map((order) => order.increment_id)).toEqual([second]);
    expect(history.result.items[0]!.items.map((item) => item.sku)).toEqual(['SNK01746-40-khaki']);
  });
});
