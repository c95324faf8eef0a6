// The vue-storefront-api envelope (contract §0.1): HTTP status equals body `code`, JSON always; and the
// one-line messages of its 400 answers. A message says what is wrong with the value that was sent —
// missing ("cartItem.sku is required") is not the same mistake as a wrong type ("url: expected a string,
// got a number") — so a developer knows what to change (issue 8 finding 10).
import { z } from 'zod';

export interface ApiEnvelope<T> {
  code: number;
  result: T;
  meta?: unknown;
}

export const errorEnvelopeSchema = z.object({ code: z.number().int(), result: z.string() });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Longest piece of a sent string quoted back in a message (enough to recognise it, never a whole body). */
const QUOTED_INPUT_MAX = 40;

/**
 * How a value that failed validation looks in a message: strings quoted (`"NaN"`, cut at 40 characters),
 * finite numbers and booleans as written (`the number 1.5`, `true`), anything else by its kind (`null`,
 * `an array`, `an object`, `nothing`). A non-finite number is only `a number`: JSON has none, so it came
 * from a literal too large for a double (`1e400` parses to Infinity) and its text is lost.
 */
export function describeInput(input: unknown): string {
  if (input === undefined) return 'nothing';
  if (input === null) return 'null';
  if (typeof input === 'string') {
    return JSON.stringify(input.length > QUOTED_INPUT_MAX ? `${input.slice(0, QUOTED_INPUT_MAX)}…` : input);
  }
  if (typeof input === 'number') return Number.isFinite(input) ? `the number ${input}` : 'a number';
  if (typeof input === 'boolean') return String(input);
  if (Array.isArray(input)) return 'an array';
  return `${/^[aeiou]/.test(typeof input) ? 'an' : 'a'} ${typeof input}`;
}

type ZodErrorMap = z.core.$ZodErrorMap;

/**
 * The `error` of a schema whose type (not its checks) failed: `is required` when nothing was sent, else
 * `expected {expected}, got {what was sent}`. `.int()` reports a wrong type too (zod 4), so a fraction is
 * `expected a whole number, got the number 1.5`. Checks with their own message keep it.
 *   z.number({ error: typeError('a whole number') }).int()
 */
export function typeError(expected: string, missing = 'is required'): ZodErrorMap {
  return (issue) => {
    if (issue.code !== 'invalid_type' && issue.code !== 'invalid_union') return undefined;
    if (issue.input === undefined) return missing;
    const wanted = issue.code === 'invalid_type' && issue.expected === 'int' ? 'a whole number' : expected;
    return `expected ${wanted}, got ${describeInput(issue.input)}`;
  };
}

/** zod's type names in a sentence. */
const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'a boolean',
  bigint: 'a whole number',
  object: 'an object',
  array: 'an array',
  record: 'an object',
  tuple: 'an array',
  null: 'null',
  nan: 'a number',
  NaN: 'a number',
  Infinity: 'a number',
  '-Infinity': 'a number',
  date: 'a date',
};
const typeName = (type: string): string => TYPE_NAMES[type] ?? type;

/** zod 4's English default for a wrong type: `Invalid input: expected string, received number`. */
const DEFAULT_TYPE_MESSAGE = /^Invalid input: expected (\S+), received (\S+)$/;

/**
 * Restates zod's default wrong-type messages (of schemas without a `typeError`) in the same words: a
 * missing value `is required`, a wrong one `expected a string, got a number`; a union of types likewise.
 * Custom messages are kept as written.
 */
function restate(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    const match = DEFAULT_TYPE_MESSAGE.exec(issue.message);
    if (!match) return issue.message;
    const [, expected = '', received = ''] = match;
    if (received === 'undefined') return 'is required';
    return `expected ${typeName(expected)}, got ${'input' in issue ? describeInput(issue.input) : typeName(received)}`;
  }
  if (issue.code === 'invalid_union' && issue.message === 'Invalid input') {
    // Every branch failed on the value's own type: name the types the union accepts.
    const branches = issue.errors.map((branch) =>
      branch.length === 1 && branch[0]?.path.length === 0 ? branch[0] : undefined,
    );
    const types = branches.map((branch) =>
      branch?.code === 'invalid_type' ? DEFAULT_TYPE_MESSAGE.exec(branch.message) : null,
    );
    if (types.length > 0 && types.every((match) => match !== null)) {
      const received = types[0]![2]!;
      if (received === 'undefined') return 'is required';
      const expected = [...new Set(types.map((match) => typeName(match![1]!)))];
      return `expected ${expected.join(' or ')}, got ${typeName(received)}`;
    }
  }
  return issue.message;
}

/**
 * One readable line from a zod error: `size: expected a whole number, got "ten"; cartItem.sku is required`.
 * A message follows its path (`path: message`); one that reads as the rest of a sentence about the path
 * (`is required`, `is too large: …`) is joined to it with a space.
 * Used for every 400 so a developer sees what to change, never a stack trace.
 */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      const message = restate(issue);
      if (!path) return message;
      return message.startsWith('is ') ? `${path} ${message}` : `${path}: ${message}`;
    })
    .join('; ');
}
