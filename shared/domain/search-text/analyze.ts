// The analyzer of the text index: the same function turns product text into index terms and a query
// into query terms, so both always agree. Per token: Cyrillic words get the Russian Snowball stemmer,
// Latin words the English one, and anything holding a digit (SKUs, sizes) is kept as it is.
// Russian terms get one step after Snowball: the fleeting vowel of -ок/-ек (russianTerm).
import { stemEnglish } from './english-stemmer';
import { stemRussian } from './russian-stemmer';
import { STOPWORDS } from './stopwords';
import { tokenize } from './tokenize';

/** Spec §9 / supplement §4: shorter query terms are ignored (the index leaves them out as well). */
export const MIN_TERM_LENGTH = 3;

const CYRILLIC_WORD = /^[\u0400-\u04ff]+$/;
const LATIN_WORD = /^[a-z]+$/;

/**
 * Fleeting о/е before a final к (кроссовок, ботинок, сумок, носок: the genitive plural and the -ок
 * nouns). Snowball keeps кроссовок apart from кроссовк (кроссовки, кроссовками); supplement §4 wants
 * them to find the same products, so any stem ending in consonant + о/е + к loses the vowel. Applied to
 * index and query alike, so it can only merge forms.
 */
const FLEETING_VOWEL = /(?<=[^аеиоуыэюяьъй])[ое](?=к$)/;

export function russianTerm(token: string): string {
  const stem = stemRussian(token);
  return stem.length >= 5 ? stem.replace(FLEETING_VOWEL, '') : stem;
}

/** The index term of one folded token. */
export function stemToken(token: string): string {
  if (CYRILLIC_WORD.test(token)) return russianTerm(token);
  if (LATIN_WORD.test(token)) return stemEnglish(token);
  return token;
}

export interface AnalyzedTerm {
  /** The folded token as typed: «кроссовками». */
  token: string;
  /** Its index term: «кроссовк». */
  term: string;
}

/** Tokens of at least MIN_TERM_LENGTH characters that are not stopwords, with their index terms, in order. */
export function analyzeTerms(text: string): AnalyzedTerm[] {
  return tokenize(text)
    .filter((token) => token.length >= MIN_TERM_LENGTH && !STOPWORDS.has(token))
    .map((token) => ({ token, term: stemToken(token) }));
}

/** Index terms of `text` joined by spaces: what an FTS column holds. */
export function analyzeToIndexText(text: string): string {
  return analyzeTerms(text)
    .map((t) => t.term)
    .join(' ');
}
