// Limits of the embedded guest carts (issue 8 findings 6 and 10; contract §1.1 C2-C4, §1.3; limits in
// shared/contract/cart.ts, cited by the "input limits" ADR) through the worker, real D1: a product_option
// is bounded in depth and size and of the shape VSF1 sends (which keeps working, echoed as sent), a cart
// holds at most MAX_CART_LINES lines, a stored line that cannot be read never breaks a pull, and a wrong
// value is named as wrong, not as missing.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_CART_LINES, MAX_PRODUCT_OPTION_BYTES, MAX_PRODUCT_OPTION_DEPTH } from '#shared/contract/cart.ts';
import { CART_FULL } from '#worker/platform/cart/routes.ts';
import { cartIdHash } from '#worker/platform/cart/cart-id.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const API = 'http://cart.test/api/cart';
type Doc = Record<string, unknown>;
type Child = Doc & { sku: string; stock: { is_in_stock: boolean } };
interface Envelope {
  code: number;
  result: unknown;
}
type Item = { item_id: number; sku: string; qty: number; product_option?: unknown };

let parent: Doc & {
  sku: string;
  configurable_children: Child[];
  configurable_options: Array<{ attribute_id: number; attribute_code: string }>;
};
let child: Child;
let simple: Doc & { sku: string };
let otherSimple: Doc & { sku: string };

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  const products = catalog.documents
    .filter((d) => d.store === 'ru' && d.entity === 'product' && d.doc.status === 1)
    .map((d) => d.doc);
  parent = products.find(
    (p) =>
      p.type_id === 'configurable' &&
      (p.configurable_options as unknown[]).length >= 2 &&
      (p.configurable_children as Child[]).some((c) => c.stock.is_in_stock),
  ) as typeof parent;
  child = parent.configurable_children.find((c) => c.stock.is_in_stock)!;
  const simples = products.filter(
    (p) => p.type_id === 'simple' && (p.stock as { is_in_stock: boolean }).is_in_stock,
  ) as Array<typeof simple>;
  [simple, otherSimple] = simples as [typeof simple, typeof simple];
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function call(path: string, init?: RequestInit): Promise<{ status: number; body: Envelope; text: string }> {
  const response = await SELF.fetch(`${API}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Envelope, text };
}

/** A POST with the body as given: a string is sent verbatim (to send what JSON.stringify cannot, e.g. 1e400). */
const post = (path: string, body: unknown) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function newCart(): Promise<string> {
  const { status, body } = await post('/create', '');
  expect(status).toBe(200);
  return body.result as string;
}

const pull = async (cartId: string) => {
  const answer = await call(`/pull?cartId=${cartId}`);
  return { ...answer, items: answer.body.result as Item[] };
};

/** Writes a line straight into D1, as a legacy version or a hand edit could have left it. */
async function storeRow(
  cartId: string,
  row: {
    sku: string;
    qty?: unknown;
    name?: unknown;
    price?: unknown;
    product_type?: unknown;
    product_option?: unknown;
  },
): Promise<number> {
  const inserted = await env.DB.prepare(
    'INSERT INTO cart_items (cart_hash, sku, qty, name, price, product_type, product_option) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING item_id',
  )
    .bind(
      await cartIdHash(cartId),
      row.sku,
      row.qty ?? 1,
      row.name ?? `Line ${row.sku}`,
      row.price ?? 100,
      row.product_type ?? 'simple',
      row.product_option ?? null,
    )
    .first<{ item_id: number }>();
  return inserted!.item_id;
}

/** A JSON text nested `depth` arrays deep (built as text: JSON.stringify would recurse as deep). */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** The option of the VSF1 fixture (../shared/fixtures/vsf1-client-requests.jsonl, the sneaker added to the cart), for this catalogue's parent. */
function fixtureShapedOption(): string {
  const options = parent.configurable_options
    .map((option) => `{"option_id":"${option.attribute_id}","option_value":"${String(child[option.attribute_code])}"}`)
    .join(',');
  return `{"extension_attributes":{"custom_options":[],"configurable_item_options":[${options}],"bundle_options":[]}}`;
}

describe('product_option of a cart line (issue 8 finding 6)', () => {
  it('accepts the option VSF1 sends (fixture shape: parent sku + configurable_item_options) and echoes it as sent, key order included', async () => {
    const cartId = await newCart();
    const option = fixtureShapedOption();
    // The fixture's body, with this run's cart id, parent sku and option values.
    const body = `{"cartItem":{"sku":"${parent.sku}","qty":1,"product_option":${option},"quoteId":"${cartId}"}}`;
    const added = await post(`/update?cartId=${cartId}&token=`, body);
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ sku: child.sku, qty: 1, product_type: 'configurable', quote_id: cartId });
    expect(JSON.stringify((added.body.result as Item).product_option)).toBe(option);

    const pulled = await pull(cartId);
    expect(pulled.status).toBe(200);
    expect(pulled.items).toHaveLength(1);
    expect(JSON.stringify(pulled.items[0]!.product_option)).toBe(option);
  });

  it('accepts the empty option skeleton VSF1 sends for a simple product, and no option', async () => {
    const cartId = await newCart();
    const skeleton = {
      extension_attributes: { custom_options: [], configurable_item_options: [], bundle_options: [] },
    };
    const added = await post(`/update?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, qty: 2, product_option: skeleton },
    });
    expect(added.status).toBe(200);
    expect((added.body.result as Item).product_option).toEqual(skeleton);
    const bare = await post(`/update?cartId=${cartId}`, {
      cartItem: { sku: otherSimple.sku, qty: 1, product_option: null },
    });
    expect(bare.status).toBe(200);
    expect(bare.body.result).not.toHaveProperty('product_option');
  });

  it('refuses a 10,000-deep option with 400, and the cart still pulls (200) with its other lines', async () => {
    const cartId = await newCart();
    await post(`/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    // Under a key of its own: unknown keys are allowed (Magento extensions add some), only bounded.
    const option = `{"extension_attributes":{},"extension_data":${nestedArrays(10_000)}}`;
    const deep = await post(
      `/update?cartId=${cartId}`,
      `{"cartItem":{"sku":"${otherSimple.sku}","qty":1,"product_option":${option}}}`,
    );
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({
      code: 400,
      result: `cartItem.product_option is nested too deeply: at most ${MAX_PRODUCT_OPTION_DEPTH} levels of objects and arrays`,
    });

    const pulled = await pull(cartId);
    expect(pulled.status).toBe(200);
    expect(pulled.items.map((item) => item.sku)).toEqual([simple.sku]);
  });

  it(`accepts an option of exactly ${MAX_PRODUCT_OPTION_BYTES} bytes and refuses one byte more with 400`, async () => {
    const cartId = await newCart();
    const optionOf = (bytes: number) => {
      const frame = JSON.stringify({
        extension_attributes: { custom_options: [{ option_id: '7', option_value: '' }] },
      });
      return {
        extension_attributes: { custom_options: [{ option_id: '7', option_value: 'x'.repeat(bytes - frame.length) }] },
      };
    };
    expect(JSON.stringify(optionOf(MAX_PRODUCT_OPTION_BYTES)).length).toBe(MAX_PRODUCT_OPTION_BYTES);

    const largest = await post(`/update?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, qty: 1, product_option: optionOf(MAX_PRODUCT_OPTION_BYTES) },
    });
    expect(largest.status).toBe(200);
    expect((largest.body.result as Item).product_option).toEqual(optionOf(MAX_PRODUCT_OPTION_BYTES));

    const tooLarge = await post(`/update?cartId=${cartId}`, {
      cartItem: { sku: otherSimple.sku, qty: 1, product_option: optionOf(MAX_PRODUCT_OPTION_BYTES + 1) },
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual({
      code: 400,
      result: `cartItem.product_option is too large: at most ${MAX_PRODUCT_OPTION_BYTES} bytes as JSON`,
    });
    // 32 KB of Cyrillic text (bytes, not characters, are counted), still well under the request body limit.
    const cyrillic = await post(`/update?cartId=${cartId}`, {
      cartItem: {
        sku: otherSimple.sku,
        qty: 1,
        product_option: { extension_attributes: {}, note: 'ж'.repeat(16_000) },
      },
    });
    expect(cyrillic.body).toEqual({
      code: 400,
      result: `cartItem.product_option is too large: at most ${MAX_PRODUCT_OPTION_BYTES} bytes as JSON`,
    });
    expect((await pull(cartId)).items.map((item) => item.sku)).toEqual([simple.sku]);
  });

  it('refuses an option of another shape, naming the field and what it holds', async () => {
    const cartId = await newCart();
    const answer = await post(`/update?cartId=${cartId}`, {
      cartItem: {
        sku: simple.sku,
        qty: 1,
        product_option: {
          extension_attributes: {
            configurable_item_options: [{ option_id: null, option_value: '5' }],
            bundle_options: [{ option_id: 1, option_selections: 'all' }],
          },
        },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe(
      'cartItem.product_option.extension_attributes.configurable_item_options.0.option_id: expected a string or a number, got null; ' +
        'cartItem.product_option.extension_attributes.bundle_options.0.option_selections: expected an array, got "all"',
    );
    const notAnObject = await post(`/update?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, qty: 1, product_option: '{"extension_attributes":{}}' },
    });
    expect(notAnObject.body).toEqual({
      code: 400,
      result: 'cartItem.product_option: expected an object, got "{\\"extension_attributes\\":{}}"',
    });
  });
});

describe(`lines per cart (at most ${MAX_CART_LINES})`, () => {
  it(`adds the ${MAX_CART_LINES}th line, refuses the ${MAX_CART_LINES + 1}st with 400, still updates lines it holds`, async () => {
    const cartId = await newCart();
    const first = await post(`/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const firstId = (first.body.result as Item).item_id;
    for (let line = 2; line < MAX_CART_LINES; line++) await storeRow(cartId, { sku: `FILL-${line}` });

    const last = await post(`/update?cartId=${cartId}`, { cartItem: { sku: otherSimple.sku, qty: 1 } });
    expect(last.status).toBe(200);
    expect((await pull(cartId)).items).toHaveLength(MAX_CART_LINES);

    const refused = await post(`/update?cartId=${cartId}`, { cartItem: { sku: child.sku, qty: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 400, result: CART_FULL });
    expect(CART_FULL).toBe(
      `A cart holds at most ${MAX_CART_LINES} lines: remove one before adding another product (quantities of lines in the cart can still be changed)`,
    );

    // Lines the cart holds: by item id, and by sku (the update sets the quantity of its line).
    expect(
      (await post(`/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 4, item_id: firstId } })).body.result,
    ).toMatchObject({ item_id: firstId, qty: 4 });
    expect(
      (await post(`/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 6 } })).body.result,
    ).toMatchObject({ item_id: firstId, qty: 6 });

    // A removed line makes room again.
    expect((await post(`/delete?cartId=${cartId}`, { cartItem: { item_id: firstId } })).status).toBe(200);
    expect((await post(`/update?cartId=${cartId}`, { cartItem: { sku: child.sku, qty: 1 } })).status).toBe(200);
    const pulled = await pull(cartId);
    expect(pulled.items).toHaveLength(MAX_CART_LINES);
    expect(pulled.items.map((item) => item.sku)).not.toContain(simple.sku);
  });
});

describe('a stored line that cannot be read never breaks a pull', () => {
  it('answers a line with an unusable stored product_option without it, skips a line with unusable fields, logs a warning without the cart id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cartId = await newCart();
    const good = await post(`/update?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, qty: 2, product_option: { extension_attributes: { custom_options: [] } } },
    });
    expect(good.status).toBe(200);
    const notJson = await storeRow(cartId, { sku: 'LEGACY-NOT-JSON', product_option: '{"extension_attributes":' });
    const deep = await storeRow(cartId, { sku: 'LEGACY-DEEP', product_option: `{"a":${nestedArrays(10_000)}}` });
    const huge = await storeRow(cartId, {
      sku: 'LEGACY-HUGE',
      product_option: JSON.stringify({ extension_attributes: {}, blob: 'x'.repeat(900_000) }),
    });
    const badShape = await storeRow(cartId, {
      sku: 'LEGACY-SHAPE',
      product_option: '{"extension_attributes":{"configurable_item_options":"93=49"}}',
    });
    const textQty = await storeRow(cartId, { sku: 'BROKEN-QTY', qty: 'two' });
    const textPrice = await storeRow(cartId, { sku: 'BROKEN-PRICE', price: 'free' });
    const kept = await storeRow(cartId, {
      sku: 'LEGACY-OK',
      product_option:
        '{"extension_attributes":{"bundle_options":[{"option_id":1,"option_qty":1,"option_selections":[2]}]}}',
    });

    const pulled = await pull(cartId);
    expect(pulled.status).toBe(200);
    const base = { qty: 1, price: 100, product_type: 'simple', quote_id: cartId };
    expect(pulled.items).toEqual([
      good.body.result,
      { item_id: notJson, sku: 'LEGACY-NOT-JSON', name: 'Line LEGACY-NOT-JSON', ...base },
      { item_id: deep, sku: 'LEGACY-DEEP', name: 'Line LEGACY-DEEP', ...base },
      { item_id: huge, sku: 'LEGACY-HUGE', name: 'Line LEGACY-HUGE', ...base },
      { item_id: badShape, sku: 'LEGACY-SHAPE', name: 'Line LEGACY-SHAPE', ...base },
      {
        item_id: kept,
        sku: 'LEGACY-OK',
        name: 'Line LEGACY-OK',
        ...base,
        product_option: {
          extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [2] }] },
        },
      },
    ]);

    const logged = warn.mock.calls.map((args) => String(args[0]));
    expect(logged.map((line) => JSON.parse(line) as { item_id: number; message: string })).toEqual([
      {
        level: 'warn',
        where: 'cart line',
        item_id: notJson,
        message: 'answered a cart line without its product_option: product_option is not valid JSON',
      },
      {
        level: 'warn',
        where: 'cart line',
        item_id: deep,
        message: `answered a cart line without its product_option: product_option is larger than ${MAX_PRODUCT_OPTION_BYTES} bytes`,
      },
      {
        level: 'warn',
        where: 'cart line',
        item_id: huge,
        message: `answered a cart line without its product_option: product_option is larger than ${MAX_PRODUCT_OPTION_BYTES} bytes`,
      },
      {
        level: 'warn',
        where: 'cart line',
        item_id: badShape,
        message:
          'answered a cart line without its product_option: product_option is not a valid product option (too deep, too large or of another shape)',
      },
      {
        level: 'warn',
        where: 'cart line',
        item_id: textQty,
        message: 'skipped a cart line that cannot be read: bad qty',
      },
      {
        level: 'warn',
        where: 'cart line',
        item_id: textPrice,
        message: 'skipped a cart line that cannot be read: bad price',
      },
    ]);
    expect(logged.join('\n')).not.toContain(cartId);
    expect(logged.join('\n')).not.toContain(await cartIdHash(cartId));
  });

  it('a stored option short enough to parse but too deep is left out too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cartId = await newCart();
    const itemId = await storeRow(cartId, {
      sku: 'LEGACY-DEEP-SHORT',
      product_option: `{"extension_attributes":${nestedArrays(100)}}`,
    });
    const pulled = await pull(cartId);
    expect(pulled.status).toBe(200);
    expect(pulled.items).toEqual([
      {
        item_id: itemId,
        sku: 'LEGACY-DEEP-SHORT',
        name: 'Line LEGACY-DEEP-SHORT',
        qty: 1,
        price: 100,
        product_type: 'simple',
        quote_id: cartId,
      },
    ]);
  });

  it('an unreadable line is not found by item id, can be deleted, and re-adding its sku rewrites it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cartId = await newCart();
    const broken = await storeRow(cartId, { sku: simple.sku, price: 'free' });
    expect(
      (await post(`/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 3, item_id: broken } })).body,
    ).toEqual({
      code: 404,
      result: `No such entity with itemId = ${broken}`,
    });
    const readded = await post(`/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 3 } });
    expect(readded.status).toBe(200);
    expect(readded.body.result).toMatchObject({ item_id: broken, sku: simple.sku, qty: 3 });
    expect((await pull(cartId)).items).toMatchObject([{ item_id: broken, sku: simple.sku, qty: 3 }]);

    const other = await storeRow(cartId, { sku: 'BROKEN-QTY', qty: 'two' });
    expect((await post(`/delete?cartId=${cartId}`, { cartItem: { item_id: other } })).body).toEqual({
      code: 200,
      result: true,
    });
  });
});

describe('messages say what is wrong with the value (issue 8 finding 10)', () => {
  it('a wrong type is named as such, a missing value as missing', async () => {
    const cartId = await newCart();
    const cases: Array<[string, unknown, string]> = [
      [
        '/update',
        { cartItem: { item_id: 'NaN' } },
        'cartItem.sku is required; cartItem.qty is required; cartItem.item_id: expected a whole number, got "NaN"',
      ],
      ['/update', { cartItem: { sku: simple.sku, qty: '2' } }, 'cartItem.qty: expected a whole number, got "2"'],
      ['/update', { cartItem: { sku: 42, qty: 1 } }, 'cartItem.sku: expected a string, got the number 42'],
      [
        '/update',
        { cartItem: { sku: simple.sku, qty: 1, item_id: 1.5 } },
        'cartItem.item_id: expected a whole number, got the number 1.5',
      ],
      [
        '/update',
        { cartItem: { sku: simple.sku, qty: 1, item_id: 0 } },
        'cartItem.item_id: must be a positive item id',
      ],
      [
        '/update',
        { cartItem: { sku: simple.sku, qty: 1, quoteId: 7 } },
        'cartItem.quoteId: expected a string, got the number 7',
      ],
      ['/update', { cartItem: 'WS12' }, 'cartItem: expected an object, got "WS12"'],
      ['/update', [], 'The request body must be a JSON object {"cartItem": {…}}, got an array'],
      ['/update', { cartItem: { sku: simple.sku } }, 'cartItem.qty is required'],
      ['/delete', { cartItem: { item_id: 'NaN' } }, 'cartItem.item_id: expected a whole number, got "NaN"'],
      ['/delete', { cartItem: { sku: simple.sku } }, 'cartItem.item_id is required'],
      ['/delete', {}, 'cartItem: No cartItem element provided within the request body'],
    ];
    for (const [path, body, message] of cases) {
      expect((await post(`${path}?cartId=${cartId}`, body)).body, `${path} ${JSON.stringify(body)}`).toEqual({
        code: 400,
        result: message,
      });
    }
  });
});
