// One generated HTTP request of the fuzz suite (issue 8) and how it is printed: as a curl command against
// `npm start`'s http://localhost:8787, so a failure's shrunk counterexample can be replayed by pasting it.
// Also the percent-encoding the generators use: encodeURIComponent throws on lone surrogates, and hostile
// urls need exactly those (as the WTF-8 bytes %ED%A0%80 a browser would never send, but a client can).
import fc from 'fast-check';

/** Origin the requests are made on inside workerd; curl lines use the local dev server instead. */
export const TEST_ORIGIN = 'http://localhost';
export const CURL_ORIGIN = 'http://localhost:8787';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

export interface FuzzRequest {
  method: Method;
  /** Path and query, already percent-encoded, starting with `/`. */
  target: string;
  headers: Record<string, string>;
  /** A text body (JSON usually, sent as UTF-8) or raw bytes (invalid UTF-8 on purpose). */
  body?: string | Uint8Array;
  /** Says what a body too large to print is (e.g. `"[" × 5000 + "]" × 5000`); printed instead of it. */
  bodyLabel?: string;
}

const MAX_PRINTED_BODY = 400;
const MAX_PRINTED_TARGET = 4_000;

/** Shell single-quoting ('…' with ' written as '\''). */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A body as printable text: `\u2028`, control characters and lone surrogates written as escapes. */
function visible(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const loneSurrogate = code >= 0xd800 && code <= 0xdfff;
    out +=
      code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029 || loneSurrogate
        ? `\\u${code.toString(16).padStart(4, '0')}`
        : ch;
  }
  return out;
}

function bodyLength(body: string | Uint8Array): number {
  return typeof body === 'string' ? new TextEncoder().encode(body).length : body.length;
}

/** The curl command of a request (bodies cut to an excerpt, with their size and label). */
export function toCurl(request: FuzzRequest): string {
  const target =
    request.target.length > MAX_PRINTED_TARGET
      ? `${request.target.slice(0, MAX_PRINTED_TARGET)}…(${request.target.length} characters in all)`
      : request.target;
  const parts = [
    'curl -sS -i',
    request.method === 'HEAD' ? '-I' : `-X ${request.method}`,
    shellQuote(`${CURL_ORIGIN}${target}`),
  ];
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  const body = request.body;
  if (body !== undefined) {
    const size = bodyLength(body);
    if (request.bodyLabel !== undefined) {
      const start = typeof body === 'string' ? `; it starts ${JSON.stringify(visible(body.slice(0, 120)))}` : '';
      parts.push(`--data-binary @body.json  # body.json (${size} bytes): ${request.bodyLabel}${start}`);
    } else if (typeof body !== 'string') {
      const hex = [...body.slice(0, MAX_PRINTED_BODY)].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');
      parts.push(
        `--data-binary @<(printf ${shellQuote(hex)})${size > MAX_PRINTED_BODY ? `  # first ${MAX_PRINTED_BODY} of ${size} bytes` : ''}`,
      );
    } else if (body.length > MAX_PRINTED_BODY) {
      parts.push(
        `--data-binary ${shellQuote(visible(body.slice(0, MAX_PRINTED_BODY)))}  # excerpt: first ${MAX_PRINTED_BODY} of ${size} bytes`,
      );
    } else {
      const shown = visible(body);
      // A body with escapes written in is no longer the exact bytes: say so (JSON strings mean the same).
      parts.push(
        `--data-binary ${shellQuote(shown)}${shown === body ? '' : '  # control characters written as \\u escapes'}`,
      );
    }
  }
  return parts.join(' ');
}

/** A request whose fast-check counterexample prints as its curl command. */
export function fuzzRequest(init: FuzzRequest): FuzzRequest {
  const request: FuzzRequest = { ...init };
  Object.defineProperty(request, fc.toStringMethod, { value: () => toCurl(request), enumerable: false });
  return request;
}

// --- percent-encoding ------------------------------------------------------------------------------

const UNRESERVED = /[A-Za-z0-9\-._~]/;

function hexByte(b: number): string {
  return `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** UTF-8 (WTF-8 for lone surrogates) bytes of one UTF-16 code point. */
function codePointBytes(code: number): number[] {
  if (code < 0x80) return [code];
  if (code < 0x800) return [0xc0 | (code >> 6), 0x80 | (code & 0x3f)];
  if (code < 0x10000) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  return [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
}

/**
 * encodeURIComponent that never throws: a lone surrogate becomes its WTF-8 bytes (`\uD800` → `%ED%A0%80`),
 * which the server's decodeURIComponent rejects — exactly the input the fuzzer wants to send.
 * `keep` lists extra characters sent as they are (e.g. `/` in paths, `,` and `*` in lists).
 */
export function percentEncode(text: string, keep = ''): string {
  let out = '';
  for (const ch of text) {
    if (UNRESERVED.test(ch) || (ch.length === 1 && keep.includes(ch))) out += ch;
    else
      out += codePointBytes(ch.codePointAt(0) ?? 0)
        .map(hexByte)
        .join('');
  }
  return out;
}

/** `?a=1&b=2` from ordered pairs (keys repeat on purpose); values already encoded stay as given. */
export function queryString(pairs: ReadonlyArray<readonly [string, string]>): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
}
