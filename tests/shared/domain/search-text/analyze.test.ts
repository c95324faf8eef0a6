import { describe, expect, it } from 'vitest';
import {
  analyzeTerms,
  analyzeToIndexText,
  foldText,
  russianTerm,
  stemToken,
  tokenize,
} from '#shared/domain/search-text/index.ts';

describe('folding and tokens', () => {
  it('lower-cases and folds ё to е', () => {
    expect(foldText('Утеплённые ЁЛКИ')).toBe('утепленные елки');
  });

  it('composes decomposed letters (и + breve is й)', () => {
    expect(foldText('Мои\u0306')).toBe('мой');
  });

  it('splits on everything but letters and digits, FTS5 syntax included', () => {
    expect(tokenize('"Кроссовки"* NEAR(x) -- SNK00016-42-black')).toEqual([
      'кроссовки',
      'near',
      'x',
      'snk00016',
      '42',
      'black',
    ]);
  });

  it('joins a one- or two-letter word start to the rest across a hyphen (issue 10), nothing else', () => {
    expect(tokenize("Men's t-shirt, e-mail")).toEqual(['men', 's', 'tshirt', 'email']);
    expect(tokenize('тёмно-синий lace-up SNK00016-42-black')).toEqual([
      'темно',
      'синий',
      'lace',
      'up',
      'snk00016',
      '42',
      'black',
    ]);
  });
});

describe('index and query terms', () => {
  it('stems Cyrillic words with the Russian stemmer, Latin ones with the English, keeps digit tokens', () => {
    expect(stemToken('кроссовками')).toBe('кроссовк');
    expect(stemToken('sneakers')).toBe('sneaker');
    expect(stemToken('snk00016')).toBe('snk00016');
  });

  it('drops the fleeting vowel of -ок, so кроссовок meets кроссовки (supplement §4)', () => {
    expect(russianTerm('кроссовок')).toBe('кроссовк');
    expect(russianTerm('ботинок')).toBe('ботинк');
    expect(russianTerm('сумок')).toBe('сумк');
    expect(russianTerm('кроссовки')).toBe('кроссовк');
    expect(russianTerm('сок')).toBe('сок');
  });

  it('ignores terms shorter than 3 characters (spec §9)', () => {
    expect(analyzeTerms('на 42 кроссовки')).toEqual([{ token: 'кроссовки', term: 'кроссовк' }]);
  });

  it('leaves out stopwords', () => {
    expect(analyzeToIndexText('Сумка для ноутбука')).toBe('сумк ноутбук');
    expect(analyzeToIndexText('boots for men')).toBe('boot men');
  });

  it('gives ё and е spellings the same terms', () => {
    expect(analyzeToIndexText('утеплённые')).toBe(analyzeToIndexText('утепленные'));
    expect(analyzeToIndexText('Утеплённые ботинки')).toBe('утеплен ботинк');
  });
});
