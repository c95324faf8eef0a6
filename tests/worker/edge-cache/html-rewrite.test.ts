// The byte rewrites of a cached page (ADR 013, worker/edge-cache/html-rewrite.ts): the CSP nonce swap and
// the shift of the page state's query times, asserted on concrete bytes. Both work in place and must
// never change the document's length.
import { describe, expect, it } from 'vitest';
import { rewriteNonceInPlace, shiftQueryTimesInPlace } from '#worker/edge-cache/html-rewrite.ts';
import { createNonce } from '#worker/pages/content-security-policy.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('rewriteNonceInPlace', () => {
  it('rewrites every nonce attribute of the old value, and nothing else', () => {
    const old = createNonce();
    const next = createNonce();
    const text = `я<script nonce="${old}">x("${old}")</script>ё"" nonce="${old.slice(1)}" <script type="application/ld+json" nonce="${old}">{}</script>`;
    const bytes = encode(text);
    rewriteNonceInPlace(bytes, old, next);
    const out = decode(bytes);
    expect(out).toBe(text.replaceAll(`nonce="${old}"`, `nonce="${next}"`));
    expect(out).toContain(`x("${old}")`); // a bare value that is not an attribute stays
  });

  it('overwrites exactly the value bytes, in the buffer it was given', () => {
    const bytes = encode('<i nonce="AB+/">');
    const same = bytes;
    rewriteNonceInPlace(bytes, 'AB+/', 'xy==');
    expect(bytes).toBe(same);
    expect([...bytes]).toEqual(ascii('<i nonce="xy==">'));
  });

  it('rewrites adjacent attributes and one at the very end of the buffer', () => {
    const bytes = encode('nonce="Q1"nonce="Q1"');
    rewriteNonceInPlace(bytes, 'Q1', 'z9');
    expect(decode(bytes)).toBe('nonce="z9"nonce="z9"');
  });

  it('keeps multi-byte text around a nonce intact', () => {
    const bytes = encode('ёж<script nonce="N0">я</script>');
    const length = bytes.length;
    rewriteNonceInPlace(bytes, 'N0', 'M1');
    expect(bytes.length).toBe(length);
    expect(decode(bytes)).toBe('ёж<script nonce="M1">я</script>');
  });

  it('leaves a document without the old nonce as it was', () => {
    const bytes = encode('<script nonce="other">a()</script>');
    rewriteNonceInPlace(bytes, 'OLD1', 'NEW2');
    expect(decode(bytes)).toBe('<script nonce="other">a()</script>');
  });

  it('refuses nonces of different lengths instead of moving bytes', () => {
    expect(() => rewriteNonceInPlace(encode('nonce="ab"'), 'ab', 'abc')).toThrow('nonces of different lengths');
  });
});

describe('shiftQueryTimesInPlace', () => {
  it('moves the 13-digit query times of the page state and nothing else', () => {
    const text =
      '{"dataUpdatedAt":1763800000000,"errorUpdatedAt":0,"dehydratedAt":1763800000001,"x":"\\"dataUpdatedAt\\":1763800000000","dataUpdatedAt":17638000000001}';
    const bytes = encode(text);
    shiftQueryTimesInPlace(bytes, 5_000);
    expect(decode(bytes)).toBe(
      '{"dataUpdatedAt":1763800005000,"errorUpdatedAt":0,"dehydratedAt":1763800005001,"x":"\\"dataUpdatedAt\\":1763800000000","dataUpdatedAt":17638000000001}',
    );
  });

  it('writes the digits of the sum over the old ones, carrying across digits', () => {
    const bytes = encode('"dataUpdatedAt":1763800009999}');
    shiftQueryTimesInPlace(bytes, 1);
    expect([...bytes]).toEqual(ascii('"dataUpdatedAt":1763800010000}'));
  });

  it('rounds a fractional shift to whole milliseconds', () => {
    const bytes = encode('"dehydratedAt":1000000000000');
    shiftQueryTimesInPlace(bytes, 1.6);
    expect(decode(bytes)).toBe('"dehydratedAt":1000000000002');
  });

  it('leaves a time alone when the sum would need a 14th digit', () => {
    const bytes = encode('"dataUpdatedAt":9999999999999');
    shiftQueryTimesInPlace(bytes, 1);
    expect(decode(bytes)).toBe('"dataUpdatedAt":9999999999999');
  });

  it('leaves values that are not 13 digits alone: shorter, cut by the end of the buffer, not a number', () => {
    const text = '"dataUpdatedAt":0,"dataUpdatedAt":null,"dehydratedAt":176380000000';
    const bytes = encode(text);
    shiftQueryTimesInPlace(bytes, 5_000);
    expect(decode(bytes)).toBe(text);
  });

  it('changes nothing for a shift that is not positive', () => {
    for (const shift of [0, -5_000, Number.NaN]) {
      const bytes = encode('"dataUpdatedAt":1763800000000');
      shiftQueryTimesInPlace(bytes, shift);
      expect(decode(bytes)).toBe('"dataUpdatedAt":1763800000000');
    }
  });
});
