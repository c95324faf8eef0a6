// The 400 messages of the envelope (contract §0.1; issue 8 finding 10): describeZodError says what is
// wrong with the value sent — a missing value as missing, a wrong type as "expected …, got …" — for
// schemas with their own `typeError` and, restated, for zod's defaults; describeInput quotes a value.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeInput, describeZodError, typeError } from '#shared/contract/envelope.ts';

function messageOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  return describeZodError(result.error);
}

describe('describeInput', () => {
  it('quotes strings (cut at 40 characters), writes finite numbers and booleans, names the rest', () => {
    expect(describeInput('NaN')).toBe('"NaN"');
    expect(describeInput('x'.repeat(50))).toBe(`"${'x'.repeat(40)}…"`);
    expect(describeInput(1.5)).toBe('the number 1.5');
    expect(describeInput(Number.POSITIVE_INFINITY)).toBe('a number');
    expect(describeInput(false)).toBe('false');
    expect(describeInput(null)).toBe('null');
    expect(describeInput(undefined)).toBe('nothing');
    expect(describeInput([1])).toBe('an array');
    expect(describeInput({ a: 1 })).toBe('an object');
  });
});

describe('typeError', () => {
  const itemId = z.object({
    item_id: z
      .number({ error: typeError('a whole number', 'No item_id in the request body') })
      .int()
      .positive('must be positive'),
  });

  it('tells a missing value from a wrong one', () => {
    expect(messageOf(itemId, {})).toBe('item_id: No item_id in the request body');
    expect(messageOf(itemId, { item_id: 'NaN' })).toBe('item_id: expected a whole number, got "NaN"');
    expect(messageOf(itemId, { item_id: null })).toBe('item_id: expected a whole number, got null');
  });

  it('reports a fraction against .int(), and leaves checks with their own message alone', () => {
    expect(messageOf(itemId, { item_id: 1.5 })).toBe('item_id: expected a whole number, got the number 1.5');
    expect(messageOf(itemId, { item_id: -1 })).toBe('item_id: must be positive');
  });

  it('the default missing message reads as a sentence about the path', () => {
    expect(messageOf(z.object({ a: z.object({ b: z.string({ error: typeError('a string') }) }) }), { a: {} })).toBe(
      'a.b is required',
    );
  });

  it('works on unions', () => {
    const id = z.object({ id: z.union([z.string(), z.number()], { error: typeError('a string or a number') }) });
    expect(messageOf(id, { id: [] })).toBe('id: expected a string or a number, got an array');
    expect(messageOf(id, {})).toBe('id is required');
  });
});

describe('describeZodError', () => {
  it("restates zod's default wrong-type messages: missing is required, otherwise expected / got", () => {
    const schema = z.object({
      size: z.number(),
      from: z.number().int(),
      sort: z.array(z.string()),
      q: z.string(),
      flag: z.boolean(),
    });
    expect(messageOf(schema, { size: '10', from: 0.5, sort: 'price', flag: 1 })).toBe(
      'size: expected a number, got a string; from: expected a whole number, got a number; sort: expected an array, got a string; q is required; flag: expected a boolean, got a number',
    );
  });

  it("restates zod's default union message from its branches", () => {
    const schema = z.object({ id: z.union([z.string(), z.number()]) });
    expect(messageOf(schema, { id: null })).toBe('id: expected a string or a number, got null');
    expect(messageOf(schema, {})).toBe('id is required');
  });

  it('keeps custom messages after their path; joins a message that continues a sentence about it', () => {
    const schema = z.object({
      cartItem: z.object({ qty: z.number().min(1, 'must be at least 1'), sku: z.string().max(2, 'is too long') }),
    });
    expect(messageOf(schema, { cartItem: { qty: 0, sku: 'abc' } })).toBe(
      'cartItem.qty: must be at least 1; cartItem.sku is too long',
    );
  });

  it('a message without a path stands alone', () => {
    expect(messageOf(z.string().min(2, 'The request body is too short'), 'a')).toBe('The request body is too short');
  });
});
