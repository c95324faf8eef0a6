// ES 7-shaped search response (contract §2.5), not enveloped.
import type { SearchHit, SearchResponse } from '#shared/contract/catalog-search.ts';
import type { SearchRequest } from './request';
import type { SearchResult } from './search-result';

export function formatSearchResponse(request: SearchRequest, result: SearchResult, tookMs: number): SearchResponse {
  const index = `${request.index}_${request.entity}`;
  const hits = result.hits.map((hit): SearchHit => {
    const formatted: SearchHit = {
      _index: index,
      _type: '_doc',
      _id: String(hit.id),
      _score: hit.score ?? null,
      _source: hit.source,
    };
    if (hit.sort) formatted.sort = hit.sort;
    return formatted;
  });
  return {
    took: Math.max(0, Math.round(tookMs)),
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    // The best relevance of a text search; null for plain listings (ES reports null when sorting).
    hits: {
      total: { value: result.total, relation: result.totalRelation ?? 'eq' },
      max_score: result.maxScore ?? null,
      hits,
    },
    aggregations: result.aggregations,
  };
}
