// The cart contract's limits (shared/contract/cart.ts; contract §1.3, §4.1; issue 8 findings 6 and 10):
// the product_option VSF1 sends passes untouched, one too deep, too large or of another shape is refused
// with a message naming the field, and wrong values are named as wrong, not as missing.
import { describe, expect, it } from 'vitest';
import {
  MAX_CART_LINES,
  MAX_PRODUCT_OPTION_BYTES,
  MAX_PRODUCT_OPTION_DEPTH,
  cartDeleteBodySchema,
  cartUpdateBodySchema,
  jsonByteLength,
  productOptionSchema,
} from '#shared/contract/cart.ts';
import { describeZodError } from '#shared/contract/envelope.ts';

/** The cart/update body of ../shared/fixtures/vsf1-client-requests.jsonl (VSF 1.12.3 adding a sneaker), verbatim. */
const FIXTURE_UPDATE_BODY =
  '{"cartItem":{"sku":"SNK00012","qty":1,"product_option":{"extension_attributes":{"custom_options":[],"configurable_item_options":[{"option_id":"142","option_value":"168"},{"option_id":"93","option_value":"53"}],"bundle_options":[]}},"quoteId":"22f22203160d581e037d39e084066a07"}}';

/** Its product_option, as the text it was sent as. */
const FIXTURE_OPTION =
  '{"extension_attributes":{"custom_options":[],"configurable_item_options":[{"option_id":"142","option_value":"168"},{"option_id":"93","option_value":"53"}],"bundle_options":[]}}';

function updateError(body: unknown): string {
  const result = cartUpdateBodySchema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to fail`);
  return describeZodError(result.error);
}

/** `{a:{a:…}}` `depth` objects deep, built without recursion. */
function nestedObjects(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

describe('limits', () => {
  it('are the numbers the ADR cites', () => {
    expect({ MAX_CART_LINES, MAX_PRODUCT_OPTION_BYTES, MAX_PRODUCT_OPTION_DEPTH }).toEqual({
      MAX_CART_LINES: 100,
      MAX_PRODUCT_OPTION_BYTES: 4096,
      MAX_PRODUCT_OPTION_DEPTH: 8,
    });
  });
});

describe('product_option', () => {
  it('passes the VSF1 fixture body, the option untouched (same value, same key order)', () => {
    const body = JSON.parse(FIXTURE_UPDATE_BODY) as { cartItem: { product_option: unknown } };
    const parsed = cartUpdateBodySchema.parse(body);
    expect(parsed.cartItem.product_option).toBe(body.cartItem.product_option);
    expect(JSON.stringify(parsed.cartItem.product_option)).toBe(FIXTURE_OPTION);
    expect(jsonByteLength(body.cartItem.product_option)).toBe(176);
  });

  it('passes the contract §1.3 option (numeric option values), bundle and custom options, null and none', () => {
    const options = [
      {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: 49 },
            { option_id: '142', option_value: 169 },
          ],
        },
      },
      {
        extension_attributes: {
          bundle_options: [{ option_id: 1, option_qty: 2, option_selections: [3, 4] }],
          custom_options: [{ option_id: 5, option_value: 'Гравировка: Анна' }],
        },
      },
      {},
      null,
      undefined,
    ];
    for (const option of options)
      expect(productOptionSchema.safeParse(option).success, JSON.stringify(option)).toBe(true);
  });

  it(`refuses more than ${MAX_PRODUCT_OPTION_DEPTH} levels, even 10,000, without recursing`, () => {
    expect(productOptionSchema.safeParse(nestedObjects(MAX_PRODUCT_OPTION_DEPTH)).success).toBe(true);
    const message = 'cartItem.product_option is nested too deeply: at most 8 levels of objects and arrays';
    expect(
      updateError({ cartItem: { sku: 'A', qty: 1, product_option: nestedObjects(MAX_PRODUCT_OPTION_DEPTH + 1) } }),
    ).toBe(message);
    expect(updateError({ cartItem: { sku: 'A', qty: 1, product_option: nestedObjects(10_000) } })).toBe(message);
  });

  it(`refuses more than ${MAX_PRODUCT_OPTION_BYTES} bytes of JSON, counting UTF-8 bytes, at any size`, () => {
    const withText = (text: string) => ({
      extension_attributes: { custom_options: [{ option_id: 1, option_value: text }] },
    });
    const frame = jsonByteLength(withText(''));
    expect(productOptionSchema.safeParse(withText('x'.repeat(MAX_PRODUCT_OPTION_BYTES - frame))).success).toBe(true);
    const message = 'cartItem.product_option is too large: at most 4096 bytes as JSON';
    expect(
      updateError({
        cartItem: { sku: 'A', qty: 1, product_option: withText('x'.repeat(MAX_PRODUCT_OPTION_BYTES - frame + 1)) },
      }),
    ).toBe(message);
    // Two bytes a character in UTF-8: half as many characters are already too many.
    expect(
      updateError({
        cartItem: {
          sku: 'A',
          qty: 1,
          product_option: withText('ж'.repeat((MAX_PRODUCT_OPTION_BYTES - frame) / 2 + 1)),
        },
      }),
    ).toBe(message);
    expect(updateError({ cartItem: { sku: 'A', qty: 1, product_option: withText('x'.repeat(3_000_000)) } })).toBe(
      message,
    );
  });

  it('refuses another shape, naming the field and the value', () => {
    expect(updateError({ cartItem: { sku: 'A', qty: 1, product_option: 'color=red' } })).toBe(
      'cartItem.product_option: expected an object, got "color=red"',
    );
    expect(updateError({ cartItem: { sku: 'A', qty: 1, product_option: { extension_attributes: [] } } })).toBe(
      'cartItem.product_option.extension_attributes: expected an object, got an array',
    );
    expect(
      updateError({
        cartItem: {
          sku: 'A',
          qty: 1,
          product_option: { extension_attributes: { configurable_item_options: [{ option_value: '49' }, 'x'] } },
        },
      }),
    ).toBe(
      'cartItem.product_option.extension_attributes.configurable_item_options.0.option_id is required; ' +
        'cartItem.product_option.extension_attributes.configurable_item_options.1: expected an object, got "x"',
    );
    expect(
      updateError({
        cartItem: {
          sku: 'A',
          qty: 1,
          product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_selections: [{}] }] } },
        },
      }),
    ).toBe(
      'cartItem.product_option.extension_attributes.bundle_options.0.option_selections.0: expected a string or a number, got an object',
    );
  });
});

describe('wrong values are not "required" (issue 8 finding 10)', () => {
  it('update', () => {
    expect(updateError({ cartItem: { item_id: 'NaN' } })).toBe(
      'cartItem.sku is required; cartItem.qty is required; cartItem.item_id: expected a whole number, got "NaN"',
    );
    expect(updateError({ cartItem: { sku: 'A', qty: null } })).toBe('cartItem.qty: expected a whole number, got null');
    expect(updateError({ cartItem: { sku: 'A', qty: 2.5 } })).toBe('cartItem.qty: must be a whole number');
    expect(updateError({ cartItem: { sku: 'x'.repeat(65), qty: 1 } })).toBe(
      'cartItem.sku is too long (at most 64 characters)',
    );
    expect(updateError({ cartItem: { sku: '', qty: 1 } })).toBe('cartItem.sku is empty');
    expect(updateError({})).toBe('cartItem: No cartItem element provided within the request body');
    expect(updateError({ cartItem: [] })).toBe('cartItem: expected an object, got an array');
    expect(updateError('cartItem')).toBe('The request body must be a JSON object {"cartItem": {…}}, got "cartItem"');
  });

  it('delete', () => {
    const deleteError = (body: unknown) => {
      const result = cartDeleteBodySchema.safeParse(body);
      return result.success ? 'passed' : describeZodError(result.error);
    };
    expect(deleteError({ cartItem: { item_id: 'NaN' } })).toBe('cartItem.item_id: expected a whole number, got "NaN"');
    expect(deleteError({ cartItem: { sku: 'A' } })).toBe('cartItem.item_id is required');
    expect(deleteError({ cartItem: { item_id: 5, sku: 5 } })).toBe('cartItem.sku: expected a string, got the number 5');
  });
});
