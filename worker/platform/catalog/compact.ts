// `response_format=compact` (contract §2.6, API:src/api/catalog.ts _outputFormatter): hits become their
// `_source` with `_score` merged; for products, configurable children lose price/image fields equal to
// the parent's (quirk 7, copied: the client's decompactItem never restores them) and keys are shortened.
import type { CompactSearchResponse, SearchResponse } from '#shared/contract/catalog-search.ts';
import { COMPACT_FIELD_NAMES, COMPRESSED_CHILD_FIELDS } from '#shared/contract/compact.ts';
import type { EntityType } from '#shared/contract/entities.ts';

// The field maps are the contract's (shared/contract/compact.ts), so formatting and reading agree.
const FIELDS_TO_COMPRESS: ReadonlySet<string> = new Set(COMPRESSED_CHILD_FIELDS);

function renameKeys(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [COMPACT_FIELD_NAMES[k] ?? k, v]));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function compactProduct(source: Record<string, unknown>): Record<string, unknown> {
  const children = source.configurable_children;
  const out = { ...source };
  if (Array.isArray(children)) {
    out.configurable_children = children.map((child: unknown) => {
      if (!isRecord(child)) return child;
      const kept = Object.entries(child).filter(([k, v]) => !(FIELDS_TO_COMPRESS.has(k) && v === source[k]));
      return renameKeys(Object.fromEntries(kept));
    });
  }
  return renameKeys(out);
}

export function toCompactResponse(entity: EntityType, response: SearchResponse): CompactSearchResponse {
  return {
    hits: response.hits.hits.map((hit) => ({
      ...(entity === 'product' ? compactProduct(hit._source) : hit._source),
      _score: hit._score,
    })),
    total: response.hits.total,
    aggregations: response.aggregations,
  };
}
