// Query plans in node (issue 10 "Search quality"): a run of words spelling a brand becomes the brand's one
// index term (product-text.ts brandTerm), exactly or with one typo, and never from ordinary words; the typo
// allowance of a term is measured on the word as typed.
import { describe, expect, it } from 'vitest';
import { analyzeTerms, Vocabulary } from '#shared/domain/search-text/index.ts';
import { brandTerm, productTextRow } from '#worker/platform/catalog/text-search/product-text.ts';
import { joinBrandTerms, planVariant } from '#worker/platform/catalog/text-search/query-plan.ts';

const BELAYA_NOCH = brandTerm(['бел', 'ноч']);
const vocabulary = new Vocabulary(
  [BELAYA_NOCH, brandTerm(['городск', 'ритм']), 'бел', 'сумк', 'носк', 'городск', 'футболк'].map((term) => ({
    term,
    docs: 10,
  })),
);

const terms = (text: string) => joinBrandTerms(analyzeTerms(text), vocabulary).map((t) => t.term);

describe('brand terms', () => {
  it('marks a brand as one term that no analyzed word can be', () => {
    expect(BELAYA_NOCH).toBe('ъбелъноч');
  });

  it('joins the words of a brand name, in any inflection and among other words', () => {
    expect(terms('Белая ночь')).toEqual([BELAYA_NOCH]);
    expect(terms('сумка белой ночи')).toEqual(['сумк', BELAYA_NOCH]);
    expect(terms('городской ритм белая ночь')).toEqual([brandTerm(['городск', 'ритм']), BELAYA_NOCH]);
  });

  it('leaves a colour or a single brand word alone', () => {
    expect(terms('белая сумка')).toEqual(['бел', 'сумк']);
    expect(terms('городской рюкзак')).toEqual(['городск', 'рюкзак']);
    expect(terms('ночь')).toEqual(['ноч']);
  });

  it('takes a brand name with one typo, not two: «белые носки» stays white socks', () => {
    expect(terms('белыя ночь')).toEqual([BELAYA_NOCH]);
    expect(terms('белые носки')).toEqual(['бел', 'носк']);
  });

  it('plans the joined brand as one term, with no typo alternatives', () => {
    const plan = planVariant({ kind: 'typed', text: 'белая ночь сумка' }, vocabulary);
    expect(plan?.terms).toEqual([
      { term: BELAYA_NOCH, alternatives: [{ terms: [BELAYA_NOCH], weight: 1 }] },
      { term: 'сумк', alternatives: [{ terms: ['сумк'], weight: 1 }] },
    ]);
    expect(plan?.required).toBe(1);
  });

  it('indexes the brand the same way, and the searchable words in the description column', () => {
    const row = productTextRow(
      {
        name: 'Сумка женская Белая ночь Ирис',
        description: '<p>Сумка женская Белая ночь Ирис.</p>',
        sku: 'BAG00001',
        category: [{ name: 'Коллекция «Белая ночь»' }],
      },
      { brand: 'Белая ночь', words: ['Белый', 'Натуральная кожа', 'кожаный'] },
    );
    expect(row.name).toBe(`сумк женск ${BELAYA_NOCH} ирис`);
    expect(row.category).toBe(`коллекц ${BELAYA_NOCH}`);
    expect(row.description).toBe(`сумк женск ${BELAYA_NOCH} ирис бел натуральн кож кожан`);
    expect(row.words.has(BELAYA_NOCH)).toBe(true);
  });
});

describe('typo allowance', () => {
  it('counts the letters typed: «футбока» (7 letters, stem «футбк») reaches «футболк» at 2 edits', () => {
    const plan = planVariant({ kind: 'typed', text: 'футбока' }, vocabulary);
    expect(plan?.terms[0]).toEqual({
      term: 'футбк',
      alternatives: [
        { terms: ['футбк'], weight: 1 },
        { terms: ['футболк'], weight: 1 / 3 },
      ],
    });
  });
});
