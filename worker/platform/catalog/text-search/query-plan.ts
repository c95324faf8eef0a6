// From a query reading to the FTS5 match expressions it needs (supplement §4, ADR 006 and its
// addendum on long queries): analyzed terms (min length 3, at most MAX_QUERY_TERMS), each with its
// exact form and, for terms the index does not know, the typo candidates grouped by edit distance;
// plus how many terms must match (minimum should match 75 %, relaxed for long queries).
import {
  analyzeTerms,
  fuzzyCandidates,
  type QueryVariant,
  type VariantKind,
  type Vocabulary,
} from '#shared/domain/search-text/index.ts';

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

export function planVariant(variant: QueryVariant, vocabulary: Vocabulary): VariantPlan | null {
  const distinct = [...new Set(analyzeTerms(variant.text).map((t) => t.term))].slice(0, MAX_QUERY_TERMS);
  if (distinct.length === 0) return null;
  const terms = distinct.map((term): TermPlan => {
    const byDistance = new Map<number, string[]>();
    for (const candidate of fuzzyCandidates(term, vocabulary)) {
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
