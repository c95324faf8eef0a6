// From a query reading to the FTS5 match expressions it needs (supplement §4, ADR 006 and its
// addendum on long queries): analyzed terms (min length 3, at most MAX_QUERY_TERMS), each with its
// exact form and, for terms the index does not know, the typo candidates grouped by edit distance;
// plus how many terms must match (minimum should match 75 %, relaxed for long queries).
//
// Issue 10: the words of a brand name are one index term (product-text.ts brandTerm), so a run of query
// words that spells a brand («белая ночь», «belaya noch» read as Cyrillic) is joined into that term before
// anything else, and the words of the run then match only the brand. Typo tolerance counts the letters of
// the word as typed, not of its stem («футбока», 7 letters, stems to «футбк»: 2 edits, as for any 7-letter
// word, reach «футболк»).
import {
  allowedEdits,
  analyzeTerms,
  fuzzyCandidates,
  type AnalyzedTerm,
  type QueryVariant,
  type VariantKind,
  type Vocabulary,
} from '#shared/domain/search-text/index.ts';
import { brandTerm, MAX_BRAND_WORDS } from './product-text';

/**
 * Distinct terms beyond this are dropped (the first ones typed are kept). Not a SQL limit any more (the
 * statement binds all alternatives as one JSON parameter, match-sql.ts): each term costs up to three
 * FTS5 queries (exact, typos at distance 1, at distance 2), plus one to count matches in a long query,
 * so this bounds the work of one query. 12 covers a long shopper sentence; the 200-character cut alone
 * would allow ~50 three-letter words.
 */
export const MAX_QUERY_TERMS = 12;

/** Spec §9 minimum should match 75 %. */
export const MINIMUM_SHOULD_MATCH = 0.75;

/**
 * From this many terms a query is "long" and its 75 % may be relaxed (see relaxedMinimum). Up to 4
 * terms, 75 % means all but one (1 of 1, 1 of 2, 2 of 3, 3 of 4), and a missing word is a real signal.
 */
export const LONG_QUERY_TERMS = 5;

/** A long query's requirement never relaxes below this many matched terms: one shared word is noise. */
export const RELAXED_MINIMUM_TERMS = 2;

export interface TermAlternative {
  /** FTS5 terms searched together (OR). */
  terms: string[];
  /** Multiplies the bm25 of this alternative: 1 for the exact term, 1 / (1 + distance) for typos. */
  weight: number;
}

export interface TermPlan {
  term: string;
  alternatives: TermAlternative[];
}

export interface VariantPlan {
  kind: VariantKind;
  terms: TermPlan[];
  /** Terms a product must match (spec §9 minimum should match). */
  required: number;
  /**
   * What `required` may relax to when no product reaches it (long queries only; equal to `required`
   * otherwise): the statement then keeps the products matching the most terms, but at least this many.
   */
  minimum: number;
}

/**
 * Elasticsearch's reading of "75%": floor(n × 0.75) of n optional clauses, but at least one
 * (1 of 1, 1 of 2, 2 of 3, 3 of 4).
 */
export function requiredTerms(count: number): number {
  return Math.max(1, Math.floor(count * MINIMUM_SHOULD_MATCH));
}

/**
 * The floor of a relaxed requirement. A shopper's sentence of 5+ words («кеды платье сумка шарф ремень
 * куртка», "women winter boots black leather size 38 sale") names more than any one product text holds,
 * so 75 % of it usually matches nothing; then the best-covered products answer, if they share at least
 * RELAXED_MINIMUM_TERMS words with the query. Short queries keep the strict rule.
 */
export function relaxedMinimum(count: number): number {
  const required = requiredTerms(count);
  return count >= LONG_QUERY_TERMS ? Math.min(required, RELAXED_MINIMUM_TERMS) : required;
}

export function fuzzyWeight(distance: number): number {
  return 1 / (1 + distance);
}

/** A brand name may carry one typo («белая ноч» is exact, «белыя ночь» is not): more would join ordinary words. */
const BRAND_TYPO_EDITS = 1;

/** The brand term a run of query terms spells, exactly or with one typo; null when none. */
function brandOf(run: readonly string[], vocabulary: Vocabulary): string | null {
  const joined = brandTerm(run);
  if (vocabulary.has(joined)) return joined;
  // A one-word run is a brand only when exact: any short word is one edit away from some name.
  if (run.length < 2) return null;
  return fuzzyCandidates(joined, vocabulary, 1, BRAND_TYPO_EDITS)[0]?.term ?? null;
}

/** The longest run of terms from `start` that spells a brand: its term and how many terms it takes. */
function brandRunAt(
  analyzed: readonly AnalyzedTerm[],
  start: number,
  vocabulary: Vocabulary,
): { term: string; length: number } | null {
  for (let length = Math.min(MAX_BRAND_WORDS, analyzed.length - start); length >= 1; length--) {
    const run = analyzed.slice(start, start + length).map((t) => t.term);
    const term = brandOf(run, vocabulary);
    if (term !== null) return { term, length };
  }
  return null;
}

/** Query terms in order, each run spelling a brand replaced by its term. */
export function joinBrandTerms(analyzed: readonly AnalyzedTerm[], vocabulary: Vocabulary): AnalyzedTerm[] {
  const out: AnalyzedTerm[] = [];
  for (let i = 0; i < analyzed.length;) {
    const brand = brandRunAt(analyzed, i, vocabulary);
    const length = brand?.length ?? 1;
    const run = analyzed.slice(i, i + length);
    out.push(brand ? { token: run.map((t) => t.token).join(' '), term: brand.term } : (run[0] as AnalyzedTerm));
    i += length;
  }
  return out;
}

export function planVariant(variant: QueryVariant, vocabulary: Vocabulary): VariantPlan | null {
  // Distinct terms, each with the longest word typed for it (the typo allowance is measured on it).
  const typed = new Map<string, string>();
  for (const { token, term } of joinBrandTerms(analyzeTerms(variant.text), vocabulary)) {
    if (!typed.has(term) && typed.size >= MAX_QUERY_TERMS) continue;
    if ((typed.get(term) ?? '').length < token.length) typed.set(term, token);
  }
  if (typed.size === 0) return null;
  const terms = [...typed].map(([term, token]): TermPlan => {
    const byDistance = new Map<number, string[]>();
    const edits = Math.max(allowedEdits(term), allowedEdits(token));
    for (const candidate of fuzzyCandidates(term, vocabulary, undefined, edits)) {
      byDistance.set(candidate.distance, [...(byDistance.get(candidate.distance) ?? []), candidate.term]);
    }
    const alternatives: TermAlternative[] = [{ terms: [term], weight: 1 }];
    for (const [distance, candidates] of [...byDistance].sort(([a], [b]) => a - b)) {
      alternatives.push({ terms: candidates, weight: fuzzyWeight(distance) });
    }
    return { term, alternatives };
  });
  return { kind: variant.kind, terms, required: requiredTerms(terms.length), minimum: relaxedMinimum(terms.length) };
}
