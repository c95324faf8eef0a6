import { describe, expect, it } from 'vitest';
import { allowedEdits, damerauLevenshtein, fuzzyCandidates, Vocabulary } from '#shared/domain/search-text/index.ts';

describe('damerauLevenshtein', () => {
  it.each([
    ['кроссовк', 'кроссовк', 0],
    ['кросовк', 'кроссовк', 1], // deletion
    ['кросссовк', 'кроссовк', 1], // insertion
    ['крассовк', 'кроссовк', 1], // substitution
    ['коросовк', 'кроссовк', 2],
    ['кроссвоки', 'кроссовки', 1], // transposition
    ['ca', 'abc', 3], // optimal string alignment: no edit of a transposed pair
    ['', 'abc', 3],
  ] as const)('%s ↔ %s = %i', (a, b, distance) => {
    expect(damerauLevenshtein(a, b)).toBe(distance);
  });

  it('stops at the cap and reports cap + 1', () => {
    expect(damerauLevenshtein('куртк', 'брюк', 2)).toBe(3);
    expect(damerauLevenshtein('abcdefgh', 'a', 2)).toBe(3);
    expect(damerauLevenshtein('кросовк', 'кроссовк', 2)).toBe(1);
  });
});

describe('allowedEdits (fuzziness 2, min term length 3)', () => {
  it('does not fuzz short terms, one edit up to 5 letters, two from 6', () => {
    expect(allowedEdits('ab')).toBe(0);
    expect(allowedEdits('abc')).toBe(1);
    expect(allowedEdits('куртк')).toBe(1);
    expect(allowedEdits('кросовк')).toBe(2);
  });
});

describe('fuzzyCandidates', () => {
  const vocabulary = new Vocabulary([
    { term: 'кроссовк', docs: 100 },
    { term: 'кроссовок', docs: 1 },
    { term: 'куртк', docs: 50 },
    { term: 'плащ', docs: 5 },
    { term: 'плат', docs: 40 },
  ]);

  it('finds the known term a typo meant, nearest first', () => {
    expect(fuzzyCandidates('кросовк', vocabulary)).toEqual([
      { term: 'кроссовк', distance: 1 },
      { term: 'кроссовок', distance: 2 },
    ]);
  });

  it('leaves known terms and digit terms alone', () => {
    expect(fuzzyCandidates('плащ', vocabulary)).toEqual([]);
    expect(fuzzyCandidates('snk00017', new Vocabulary([{ term: 'snk00016', docs: 1 }]))).toEqual([]);
  });

  it('keeps the first letter (prefix length 1) and at most one edit for short terms', () => {
    expect(fuzzyCandidates('гуртк', vocabulary)).toEqual([]);
    expect(fuzzyCandidates('пла', vocabulary)).toEqual([
      { term: 'плат', distance: 1 },
      { term: 'плащ', distance: 1 },
    ]);
  });

  it('takes another edit allowance from the caller, never above the maximum fuzziness (issue 10)', () => {
    // A 5-letter term gets 1 edit by its own length; the caller may allow 2 (the word typed was longer).
    expect(fuzzyCandidates('кутак', vocabulary)).toEqual([]);
    expect(fuzzyCandidates('кутак', vocabulary, undefined, 2)).toEqual([{ term: 'куртк', distance: 2 }]);
    expect(fuzzyCandidates('кутак', vocabulary, undefined, 5)).toEqual([{ term: 'куртк', distance: 2 }]);
    expect(fuzzyCandidates('кутак', vocabulary, undefined, 0)).toEqual([]);
  });
});
