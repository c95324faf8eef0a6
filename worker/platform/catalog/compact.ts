// `response_format=compact` (contract §2.6, API:src/api/catalog.ts _outputFormatter): hits become their
// `_source` with `_score` merged; for products, configurable children lose price/image fields equal to
// the parent's (quirk 7, copied: the client's decompactItem never restores them) and keys are shortened.
import type { CompactSearchResponse, SearchResponse } from '../../../shared/contract/catalog-search';
import type { EntityType } from '../../../shared/contract/entities';

/** API:config/default.json products.fieldsToCompact (mirrored by the VSF client). */
export const FIELDS_TO_COMPACT: Readonly<Record<string, string>> = {
  minimal_price: 'mp',
  has_options: 'ho',
  url_key: 'u',
  status: 's',
  required_options: 'ro',
  name: 'nm',
  tax_class_id: 'tci',
  description: 'desc',
  minimal_regular_price: 'mrp',
  final_price: 'fp',
  price: 'p',
  special_price: 'sp',
  original_final_price: 'ofp',
  original_price: 'op',
  original_special_price: 'osp',
  final_price_incl_tax: 'fpit',
  original_price_incl_tax: 'opit',
  price_incl_tax: 'pit',
  special_price_incl_tax: 'spit',
  final_price_tax: 'fpt',
  price_tax: 'pt',
  special_price_tax: 'spt',
  original_price_tax: 'opt',
  image: 'i',
  small_image: 'si',
  thumbnail: 't',
};

/** API:config/default.json products.fieldsToCompress. */
export const FIELDS_TO_COMPRESS: ReadonlySet<string> = new Set([
  'max_regular_price',
  'max_price',
  'minimal_regular_price',
  'final_price',
  'price',
  'special_price',
  'original_final_price',
  'original_price',
  'original_special_price',
  'final_price_incl_tax',
  'price_incl_tax',
  'special_price_incl_tax',
  'final_price_tax',
  'price_tax',
  'special_price_tax',
  'image',
  'small_image',
  'thumbnail',
]);

function renameKeys(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [FIELDS_TO_COMPACT[k] ?? k, v]));
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
