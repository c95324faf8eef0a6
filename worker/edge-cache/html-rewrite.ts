// The byte rewrites that turn a stored page into this shopper's copy (ADR 013, module of its own since
// ADR 018), done in place on the buffered document (25-70 KB):
//   - the CSP nonce: every `nonce="OLD"` becomes `nonce="NEW"`, so each answer has a nonce of its own;
//   - the page state's query times: `"dataUpdatedAt":` / `"dehydratedAt":` move by the copy's age, so the
//     browser's query client (staleTime 60 s) sees the data as fresh as the document the edge vouches for
//     and hydration does not refetch what the page shows.
// Both keep the length of the document (nonces have a fixed length, the times stay 13 digits), so there is
// no decoding and no new string: piping the body through a JS TransformStream cost more than the rest of a
// hit under wrangler dev (bench/README.md).

const encoder = new TextEncoder();

/** Bytes of a rare kind in a Russian HTML page: an uppercase ASCII letter, a digit, `+` or `/`. */
const isRareByte = (b: number): boolean =>
  (b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39) || b === 0x2b || b === 0x2f;

/**
 * Calls `found(start)` for every occurrence of `search` in `bytes`; `found` may return where the scan goes
 * on (after what it wrote). Candidates come from the native indexOf of one anchor byte of the pattern, a
 * rare one if it has any (quotes and lowercase letters are everywhere), so a scan costs little more than
 * a copy.
 */
function forEachMatch(bytes: Uint8Array, search: Uint8Array, found: (start: number) => number | void): void {
  let anchor = search.findIndex(isRareByte);
  if (anchor < 0) anchor = 0;
  const byte = search[anchor]!;
  const last = bytes.length - search.length + anchor;
  for (let at = bytes.indexOf(byte, anchor); at !== -1 && at <= last; at = bytes.indexOf(byte, at + 1)) {
    const start = at - anchor;
    let i = 0;
    while (i < search.length && bytes[start + i] === search[i]) i++;
    if (i === search.length) at = (found(start) ?? start + search.length) - 1 + anchor;
  }
}

/**
 * `nonce="OLD"` → `nonce="NEW"` everywhere in the document, overwritten in place. A bare occurrence of the
 * old value (not an attribute) stays. Nonces of different lengths are refused: the rewrite never moves bytes.
 */
export function rewriteNonceInPlace(bytes: Uint8Array, oldNonce: string, newNonce: string): void {
  const search = encoder.encode(`nonce="${oldNonce}"`);
  const replacement = encoder.encode(`nonce="${newNonce}"`);
  if (search.length !== replacement.length) throw new Error('nonces of different lengths');
  forEachMatch(bytes, search, (start) => {
    bytes.set(replacement, start);
  });
}

const QUERY_TIMES = ['"dataUpdatedAt":', '"dehydratedAt":'].map((key) => encoder.encode(key));
/** Epoch milliseconds have 13 digits until the year 2286; anything else is left alone. */
const DIGITS = 13;

const isDigit = (b: number | undefined): boolean => b !== undefined && b >= 0x30 && b <= 0x39;

/**
 * Adds `shiftMs` to every 13-digit `"dataUpdatedAt":` / `"dehydratedAt":` value of the page state, in place.
 * Values of another length, and a sum that would need a 14th digit, are left as they are; a shift that is
 * not positive changes nothing. Inside a JSON string the keys are escaped (`\"dataUpdatedAt\":`), so text
 * a shopper wrote never matches.
 */
export function shiftQueryTimesInPlace(bytes: Uint8Array, shiftMs: number): void {
  if (!(shiftMs > 0)) return;
  for (const search of QUERY_TIMES) {
    forEachMatch(bytes, search, (start) => {
      const from = start + search.length;
      let value = 0;
      for (let i = 0; i < DIGITS; i++) {
        const byte = bytes[from + i];
        if (!isDigit(byte)) return;
        value = value * 10 + (byte! - 0x30);
      }
      if (isDigit(bytes[from + DIGITS])) return; // longer than 13 digits
      const shifted = String(value + Math.round(shiftMs));
      if (shifted.length === DIGITS) bytes.set(encoder.encode(shifted), from);
      return from + DIGITS;
    });
  }
}
