// Expected stems are the outputs of the Snowball reference implementation (snowballstemmer 3.1.1,
// russian.sbl), checked word by word.
import { describe, expect, it } from 'vitest';
import { stemRussian } from '#shared/domain/search-text/index.ts';

const SNOWBALL: ReadonlyArray<readonly [string, string]> = [
  // nouns of the catalogue (noun step)
  ['кроссовки', 'кроссовк'],
  ['кроссовками', 'кроссовк'],
  ['кроссовкам', 'кроссовк'],
  ['кроссовок', 'кроссовок'],
  ['ботинки', 'ботинк'],
  ['ботинок', 'ботинок'],
  ['платья', 'плат'],
  ['платье', 'плат'],
  ['платьями', 'плат'],
  ['куртка', 'куртк'],
  ['куртки', 'куртк'],
  ['сапоги', 'сапог'],
  ['туфлями', 'туфл'],
  ['джинсы', 'джинс'],
  ['армиях', 'арм'],
  ['деревьев', 'дерев'],
  ['ночью', 'ноч'],
  // adjectives and participles (adjectival step, нн tidy-up)
  ['утеплённые', 'утеплен'],
  ['стёганая', 'стеган'],
  ['повседневные', 'повседневн'],
  ['баскетбольные', 'баскетбольн'],
  ['стеклянный', 'стекля'],
  ['деревянная', 'деревя'],
  ['начинающий', 'начина'],
  ['читающая', 'чита'],
  ['сделанный', 'сдела'],
  ['улыбающийся', 'улыба'],
  // perfective gerunds (group 1 after а/я, group 2), reflexive
  ['прочитав', 'прочита'],
  ['прочитавшись', 'прочита'],
  ['купивши', 'куп'],
  ['улыбнувшись', 'улыбнувш'],
  ['одевайтесь', 'одева'],
  // verbs
  ['говорили', 'говор'],
  ['читают', 'чита'],
  // superlative ейш(е) then нн → н
  ['красивейший', 'красив'],
  ['длиннейшие', 'длин'],
  ['сильнейше', 'сильн'],
  // derivational ост/ость only in R2
  ['радость', 'радост'],
  ['нежностью', 'нежност'],
  ['возможностями', 'возможн'],
  ['торжественность', 'торжествен'],
  // ё is е; words without a vowel after RV stay
  ['ёлка', 'елк'],
  ['и', 'и'],
];

describe('stemRussian (Snowball)', () => {
  it.each(SNOWBALL)('%s → %s', (word, stem) => {
    expect(stemRussian(word)).toBe(stem);
  });

  it('gives all inflections of кроссовки but the genitive plural the same stem', () => {
    const stems = new Set(['кроссовки', 'кроссовкам', 'кроссовками', 'кроссовках', 'кроссовка'].map(stemRussian));
    expect([...stems]).toEqual(['кроссовк']);
  });
});
