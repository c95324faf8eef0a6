// Expected stems are the outputs of the Snowball reference implementation (snowballstemmer 3.1.1, english).
import { describe, expect, it } from 'vitest';
import { stemEnglish } from '#shared/domain/search-text/index.ts';

const SNOWBALL: ReadonlyArray<readonly [string, string]> = [
  ['running', 'run'],
  ['sneakers', 'sneaker'],
  ['boots', 'boot'],
  ['dresses', 'dress'],
  ['jackets', 'jacket'],
  ['shoes', 'shoe'],
  ['generously', 'generous'],
  ['knitted', 'knit'],
  ['hiking', 'hike'],
  ['quilted', 'quilt'],
  ['insulated', 'insul'],
  ['windbreaker', 'windbreak'],
  ['hopping', 'hop'],
  ['caresses', 'caress'],
  ['ponies', 'poni'],
  ['ties', 'tie'],
  ['agreed', 'agre'],
  ['disabled', 'disabl'],
  ['mating', 'mate'],
  ['meetings', 'meet'],
  ['happy', 'happi'],
  ['communication', 'communic'],
  ['arsenal', 'arsenal'],
  ['added', 'add'],
  ['evening', 'evening'],
  ['skies', 'sky'],
  ['leather', 'leather'],
  ['casual', 'casual'],
];

describe('stemEnglish (Snowball English)', () => {
  it.each(SNOWBALL)('%s → %s', (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });

  it('leaves words of one or two letters alone', () => {
    expect(stemEnglish('is')).toBe('is');
  });
});

describe('words that are Object.prototype members (found by the fuzz suite, issue 8)', () => {
  it('stems them as words, never returning a function', () => {
    expect(stemEnglish('constructor')).toBe('constructor');
    expect(stemEnglish('tostring')).toBe('tostr');
    expect(stemEnglish('__proto__')).toBe('__proto__');
    for (const word of ['constructor', 'hasownproperty', 'valueof', 'isprototypeof'])
      expect(typeof stemEnglish(word)).toBe('string');
  });
});
