// From a query reading to the FTS5 match expressions it needs (supplement §4): analyzed terms (min
// length 3), each with its exact form and, for terms the index does not know, the typo candidates
// grouped by edit distance; plus how many terms must match (minimum should match 75 %).
import { analyzeTerms, fuzzyCandidates, type QueryVariant, type VariantKind, type Vocabulary } from '../../../../shared/domain/search-text';

/** Terms beyond this are dropped: keeps the statement small (one sub-select per term form). */
export const MAX_QUERY_TERMS = 8;

/** Spec §9 minimum should match 75 %. */
export const MINIMUM_SHOULD_MATCH = 0.75;

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
  /** Terms a product must match. */
  required: number;
}

/**
 * Elasticsearch's reading of "75%": floor(n × 0.75) of n optional clauses, but at least one
 * (1 of 1, 1 of 2, 2 of 3, 3 of 4).
 */
export function requiredTerms(count: number): number {
  return Math.max(1, Math.floor(count * MINIMUM_SHOULD_MATCH));
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
  return { kind: variant.kind, terms, required: requiredTerms(terms.length) };
}
