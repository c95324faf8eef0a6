// What a catalogue search gives back, whichever path answered it (search.ts: SQL on D1, or the
// in-memory listing index). A module of its own so both paths name it without importing each other
// (ADR 020: no cycles, type-only ones included).
import type { Aggregations } from '#shared/contract/catalog-search.ts';

export interface StoredHit {
  id: number;
  source: Record<string, unknown>;
  /** Values of the requested sort fields, in order (ES `hits.hits[].sort`). */
  sort: Array<number | string | null> | undefined;
  /** Relevance of a text search hit (ES `_score`); absent for filter-only searches. */
  score?: number;
}

export interface SearchResult {
  total: number;
  hits: StoredHit[];
  aggregations: Aggregations;
  /** Best relevance among all matching documents of a text search (ES `hits.max_score`). */
  maxScore?: number | null;
  /** `gte` when a text search's candidates were capped: `total` is then a lower bound (ES 7). */
  totalRelation?: 'eq' | 'gte';
}

/** The text matches of a request: rid → relevance score. */
export interface TextCandidates {
  scores: ReadonlyMap<number, number>;
  /** The candidate set hit its cap (find-text-matches.ts DEFAULT_TEXT_MATCH_LIMIT). */
  capped: boolean;
}
