// Reading `response_format=compact` back (contract §2.6, API:src/api/catalog.ts _outputFormatter).
// VSF's decompactItem only renamed keys back, so configurable children lost every price/image field
// the server had deleted for being equal to the parent's (contract §7 #7). This restores them too.
// Ambiguity, by construction of the format: a child that never had a compressible field the parent
// has gets the parent's value — the same value the storefront falls back to for a child without one.
import type { CompactSearchResponse } from './catalog-search';
import type { EntityType } from './entities';

/** API:config/default.json products.fieldsToCompact (long → short), mirrored by the VSF client. */
export const COMPACT_FIELD_NAMES: Readonly<Record<string, string>> = {
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

/** API:config/default.json products.fieldsToCompress: child fields deleted when equal to the parent's. */
export const COMPRESSED_CHILD_FIELDS: readonly string[] = [
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
];

const LONG_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(COMPACT_FIELD_NAMES).map(([long, short]) => [short, long]),
);

type Doc = Record<string, unknown>;

const isRecord = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

function expandKeys(compact: Doc): Doc {
  const out: Doc = {};
  for (const key of Object.keys(compact)) out[LONG_NAMES[key] ?? key] = compact[key];
  return out;
}

/** A compact product document (without `_score`) → the standard document, children restored. */
export function decompactProduct(compact: Doc): Doc {
  const product = expandKeys(compact);
  const children = product.configurable_children;
  if (Array.isArray(children)) {
    product.configurable_children = children.map((child: unknown) => {
      if (!isRecord(child)) return child;
      const restored = expandKeys(child);
      for (const field of COMPRESSED_CHILD_FIELDS) {
        if (!(field in restored) && field in product) restored[field] = product[field];
      }
      return restored;
    });
  }
  return product;
}

export interface DecompactedHit {
  _source: Doc;
  _score: number | null;
}

/** Every hit of a compact response as `{_source, _score}` of the standard format (contract §2.5). */
export function decompactHits(response: CompactSearchResponse, entity: EntityType): DecompactedHit[] {
  return response.hits.map((hit) => {
    const { _score, ...source } = hit;
    return { _source: entity === 'product' ? decompactProduct(source) : source, _score };
  });
}
