// Generators of bad and hostile input for the fuzz suite (issue 8; the limits they probe are ADR 016's):
// wrong types, huge/negative/non-finite numbers, deep and wide JSON, long strings, unicode and line
// terminators, lone surrogates (percent-encoded), glob and regex metacharacters, FTS5 query syntax, SQL
// fragments, unknown fields and parameters. Endpoint generators (one per test file) combine these with
// real values from the seeded catalogue (catalogue.ts), so requests also get past validation.
import fc from 'fast-check';
import { percentEncode } from './fuzz-request';

// --- JSON written as text ------------------------------------------------------------------------

/**
 * A JSON fragment given as text, for what JSON.stringify cannot write: `1e400` (parses to Infinity),
 * `-0`, 30-digit integers, 5,000-level nesting. `label` names it in printed counterexamples.
 */
export class RawJson {
  constructor(
    readonly text: string,
    readonly label?: string,
  ) {}
  [fc.toStringMethod](): string {
    return this.label ?? this.text;
  }
}

export type Json = null | boolean | number | string | RawJson | Json[] | { [key: string]: Json };

/** JSON text of a generated value (RawJson fragments written as they are). */
export function toJsonText(value: Json): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  // NaN and ±Infinity stringify as null, as any client's JSON.stringify would send them.
  return JSON.stringify(value);
}

/** Labels of the RawJson fragments in a value (to say what a large body is without printing it). */
export function rawLabels(value: Json): string[] {
  if (value instanceof RawJson) return value.label ? [value.label] : [];
  if (Array.isArray(value)) return value.flatMap(rawLabels);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(rawLabels);
  return [];
}

// --- strings -----------------------------------------------------------------------------------------

/** Hand-picked hostile texts; each names a class of bug seen in the wild. */
export const HOSTILE_TEXTS: readonly string[] = [
  // empty, blank, invisible, line terminators (JSON allows \u2028 raw, JS source did not), NUL
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u2028',
  '\u2029',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u200B',
  '\u202Eevil',
  '\u0085',
  // numbers in disguise
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1e-400',
  '0x10',
  '0b11',
  '1_000',
  '１２３',
  ' 5 ',
  '5abc',
  '-0',
  '+1',
  '.5',
  '5.',
  '9007199254740993',
  '-9223372036854775809',
  '99999999999999999999999',
  '2147483648',
  '-1',
  // other wrong types written as strings, prototype keys
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  // glob and regex metacharacters (issue 8 finding 1: `*****Q` as a backtracking regex took 16 s)
  '*',
  '**',
  '*****Q',
  '**.**',
  '*.*.*.*.*.*.*.*.*.*.*.*.*Q',
  '*a*a*a*a*a*a*a*a*a*a*a*a*b',
  '.',
  '..',
  'a..b',
  '.a',
  'a.',
  '?',
  '[a-z]',
  '(a+)+$',
  '^(a|a)*$',
  '(.*a){12}',
  '\\',
  '\\d+',
  '$&',
  '$1',
  '%s',
  '%n',
  '{{7*7}}',
  '${7*7}',
  // FTS5 query syntax (text search)
  'NEAR(',
  'NEAR(a b, 3)',
  'NEAR(a b',
  '"',
  '""',
  '"unterminated',
  'a*',
  '^',
  '^a',
  'OR',
  'AND',
  'NOT',
  'a OR b',
  'a AND NOT b',
  '-a',
  '+a',
  'name:x',
  '{name sku}:x',
  'name:',
  ':',
  '(',
  ')',
  '()',
  '(a OR',
  'a NEAR/2 b',
  '* * *',
  'OR OR OR',
  // SQL fragments
  "' OR 1=1 --",
  "'; DROP TABLE documents; --",
  ';DROP TABLE',
  '" OR ""="',
  "1' UNION SELECT NULL--",
  "') OR ('1'='1",
  '/*',
  '*/',
  '--',
  "'",
  '`',
  // markup, paths, schemes
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..\\..\\win.ini',
  '%00',
  '%2e%2e%2f',
  'file:///etc/passwd',
  'http://evil.example/',
  '//evil.example',
  // Russian text, unicode oddities, lone surrogates (sent percent-encoded as WTF-8)
  'кеды',
  'кеды платье сумка шарф ремень куртка',
  'ёжик',
  'КРОССОВКИ',
  'ЁЁЁ',
  '🧦',
  '👩‍👩‍👧',
  'e\u0301',
  '\u0301',
  'İ',
  'ß',
  'ﬁ',
  '\u{10FFFF}',
  '\uD800',
  '\uDFFF',
  'a\uDBFFb',
];

const hostileLiteral = fc.constantFrom(...HOSTILE_TEXTS);

/** Long strings (1,000 - 70,000 characters) of one repeated hostile unit. */
export const longString: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('a', 'я', '*', '%', '\u2028', '🧦', '(a+)', 'OR ', 'a ', '\\', '"', '.'),
    fc.constantFrom(1_000, 2_001, 10_000, 70_000),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** A hostile string: a hand-picked one, random unicode (lone surrogates included), a mix, or a long one. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileLiteral },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(hostileLiteral, fc.string({ maxLength: 6 })), { minLength: 2, maxLength: 4 })
      .map((a) => a.join('')),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: longString },
);

/** A hostile string of at most 300 characters (for url parts where 70 KB would only test url limits). */
export const shortHostileString: fc.Arbitrary<string> = hostileString.filter((s) => s.length <= 300);

/** A value mostly taken from `real` (so the request does real work), sometimes hostile. */
export function realOrHostile(
  real: readonly string[],
  hostile: fc.Arbitrary<string> = hostileString,
): fc.Arbitrary<string> {
  if (real.length === 0) return hostile;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: hostile });
}

// --- numbers -----------------------------------------------------------------------------------------

/** Integer-like url parameter values: edges, non-finite spellings, out-of-range, not numbers. */
export const numberishText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -10, max: 60 }).map(String),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom(
    '0',
    '-0',
    '-1',
    '1.5',
    '1e3',
    '1e400',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    ' 5',
    '5 ',
    '',
    'abc',
    '2147483648',
    '-2147483649',
    '4001',
    '500',
    '501',
    '999',
    '1000',
    '1,2',
    '[1]',
    '１',
  ),
);

/** JSON numbers: ordinary, edges, non-finite (sent as null), and literals only text can carry. */
export const hostileNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.integer({ min: -5, max: 60 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE, 1.5, -0.5),
  fc
    .constantFrom('1e400', '-1e400', '1e-400', '-0', '123456789012345678901234567890', '1E+2', '0.1e1')
    .map((t) => new RawJson(t)),
);

// --- JSON values ---------------------------------------------------------------------------------------

/** Object keys: prototype names, empty, hostile, and field names the platform knows. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    'toString',
    'size',
    'from',
    'url',
    'sku',
    'qty',
    'cartItem',
    'query',
    'sort',
  ),
  shortHostileString,
);

/** A scalar of any JSON type, hostile or ordinary. */
export const hostileScalar: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
);

/** Nesting as text: `[[[…]]]` or `{"a":{"a":…}}` (issue 8: 5,000 levels must be a 400, not a stack overflow). */
export const deepJson: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom('array', 'object'), fc.constantFrom(100, 1_000, 5_000, 20_000))
  .map(([kind, depth]) =>
    kind === 'array'
      ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`, `"[" × ${depth} + "]" × ${depth}`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, `'{"a":' × ${depth} + 1 + "}" × ${depth}`),
  );

/** Width as text: many elements or keys. */
export const wideJson: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom('array', 'object', 'strings'), fc.constantFrom(1_000, 10_000, 100_000))
  .map(([kind, width]) => {
    if (kind === 'array') return new RawJson(`[${Array(width).fill('0').join(',')}]`, `[0, 0, … ${width} zeros]`);
    if (kind === 'strings')
      return new RawJson(
        `[${Array.from({ length: width }, (_, i) => `"v${i}"`).join(',')}]`,
        `["v0", "v1", … ${width} strings]`,
      );
    return new RawJson(
      `{${Array.from({ length: width }, (_, i) => `"k${i}":${i}`).join(',')}}`,
      `{"k0":0, … ${width} keys}`,
    );
  });

/** Any hostile JSON value of a few levels: scalars, small arrays and objects. */
export const hostileJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileScalar },
    { weight: 2, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 2, arbitrary: fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }) },
  ),
})).value;

/** Deep or wide JSON (kept apart: nested everywhere, every body would be a 413 and test nothing else). */
export const hugeJson: fc.Arbitrary<Json> = fc.oneof(deepJson, wideJson);

/**
 * Mostly a valid value, sometimes a hostile one. Each field of a generated request is wrong only now and
 * then, so most requests pass validation with one or two bad neighbours and reach the real work.
 */
export function mostly<T, U>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<U>, validWeight = 12): fc.Arbitrary<T | U> {
  return fc.oneof({ weight: validWeight, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

/**
 * How wrong one generated request may be. `valid`: every field stays inside its schema, with hostile
 * content only where the schema takes any value (search texts, filter values, globs, skus), so the request
 * reaches SQL, the listing index, text search and the source filter. `hostile`: any field may go wrong
 * (wrong types, unknown keys, broken JSON) and validation itself is fuzzed. Endpoint generators build
 * both and take one or the other per request (`eitherMode`).
 */
export type Mode = 'valid' | 'hostile';

/** A field of a request in a mode: always `valid` in valid mode, `mostly(valid, hostile)` in hostile mode. */
export function slot<T, U>(
  mode: Mode,
  valid: fc.Arbitrary<T>,
  hostile: fc.Arbitrary<U>,
  validWeight = 8,
): fc.Arbitrary<T | U> {
  return mode === 'valid' ? valid : mostly(valid, hostile, validWeight);
}

/** Valid-mode and hostile-mode requests, half and half. */
export function eitherMode<T>(build: (mode: Mode) => fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof(build('valid'), build('hostile'));
}

/**
 * An object with known keys from `known` (those not in `required` may be missing); in hostile mode
 * sometimes unknown hostile keys too (`__proto__`, `constructor`, …).
 */
export function objectWith(
  known: Record<string, fc.Arbitrary<Json>>,
  required: string[] = [],
  mode: Mode = 'hostile',
): fc.Arbitrary<Json> {
  const extra =
    mode === 'valid'
      ? fc.constant(null)
      : mostly(fc.constant(null), fc.dictionary(hostileKey, hostileJson, { minKeys: 1, maxKeys: 2 }), 3);
  return fc.tuple(fc.record(known, { requiredKeys: required }), extra).map(([record, extra]) => {
    const out: Record<string, Json> = {};
    // Unknown keys first: a known key of the same name wins (the generator's intent stays readable).
    if (extra)
      for (const [k, v] of Object.entries(extra))
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    for (const [k, v] of Object.entries(record)) if (v !== undefined) out[k] = v as Json;
    return out;
  });
}

/** A body that is not JSON (or broken JSON), sent as it is. */
export class TextBody {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `text ${JSON.stringify(this.text)}`;
  }
}

/** A request body: the endpoint's shape; in hostile mode sometimes any hostile JSON, huge JSON or a non-JSON text. */
export function bodyOf(shape: fc.Arbitrary<Json>, mode: Mode = 'hostile'): fc.Arbitrary<Json | TextBody> {
  if (mode === 'valid') return shape;
  return fc.oneof(
    { weight: 6, arbitrary: shape },
    { weight: 1, arbitrary: hostileJson },
    { weight: 1, arbitrary: hugeJson },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"url":',
          '[1,2',
          'nope',
          '\u0000',
          '{"a":1}{"b":2}',
          '{"a":1,}',
          "{'a':1}",
          '{"a":NaN}',
          '{"a":Infinity}',
          '\uFEFF{}',
          ' ',
        )
        .map((text) => new TextBody(text)),
    },
  );
}

// --- url parts -----------------------------------------------------------------------------------------

/** Unknown query parameters (none mostly, else 1-2): hostile names and values, repeated and bracketed keys. */
const unknownParam: fc.Arbitrary<[string, string]> = fc
  .tuple(
    fc.oneof(fc.constantFrom('utm_source', 'a[]', 'a[b]', '__proto__', '', '_', 'constructor'), shortHostileString),
    shortHostileString,
  )
  .map(([k, v]): [string, string] => [percentEncode(k), percentEncode(v)]);
export const unknownParams: fc.Arbitrary<Array<[string, string]>> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Array<[string, string]>>([]) },
  { weight: 1, arbitrary: fc.array(unknownParam, { minLength: 1, maxLength: 2 }) },
);

/** A raw percent sequence that is not valid UTF-8 or not a valid escape at all. */
export const brokenPercent: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%G0',
  '%E0%A4%A',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '%0A',
  '%0D%0A',
  '%E2%80%A8',
  '%25',
  '%%',
);

/** A store code as a client might name it (`x-vs-store-code` / `?storeCode=`), valid or not. */
export const storeCodeArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('ru', 'en', '', ' ', 'RU', 'de', 'default') },
  { weight: 1, arbitrary: shortHostileString },
);

/**
 * Header values: fetch refuses CR/LF and NUL, and workerd warns on every non-ASCII byte (noise in CI
 * logs), so hostile printable ASCII, plus a percent-encoded city as Cloudflare's location headers carry it.
 */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'en',
    'ru',
    "' OR 1=1 --",
    '*****Q',
    'NaN',
    '%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0',
    '%ED%A0%80',
    'Moskva',
    'x'.repeat(4_000),
  ),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 30 }),
);

// --- request bodies ---------------------------------------------------------------------------------------

/** A body as text (JSON, or a given non-JSON text) with a label when it is too large to print. */
export function bodyText(value: Json | TextBody): { body: string; bodyLabel?: string } {
  if (value instanceof TextBody) return { body: value.text };
  const body = toJsonText(value);
  const labels = rawLabels(value);
  if (body.length <= 400) return { body };
  return {
    body,
    bodyLabel: labels.length > 0 ? `JSON with ${labels.join(' and ')}` : `JSON of ${body.length} characters`,
  };
}
