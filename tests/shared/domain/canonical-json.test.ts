// canonicalJson (shared/domain/canonical-json.ts): one text per value, whatever order its keys came in.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '#shared/domain/canonical-json.ts';

describe('canonicalJson', () => {
  it('sorts the keys of every object, nested ones and those inside arrays too', () => {
    const a = { b: 1, a: { d: [{ y: 1, x: 2 }], c: null } };
    const b = { a: { c: null, d: [{ x: 2, y: 1 }] }, b: 1 };
    expect(canonicalJson(a)).toBe('{"a":{"c":null,"d":[{"x":2,"y":1}]},"b":1}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
  });

  it('keeps arrays in order and values as JSON.stringify writes them', () => {
    expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]');
    expect(canonicalJson({ s: 'é"', n: 1.5, t: true, u: undefined })).toBe('{"n":1.5,"s":"é\\"","t":true}');
    expect(canonicalJson('text')).toBe('"text"');
  });
});
