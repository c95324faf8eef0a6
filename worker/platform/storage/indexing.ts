// Turns a catalogue document into the rows the D1 index stores (migrations/0001): the JSON document
// itself plus one facet row per scalar leaf, so that any field can be filtered, sorted and aggregated
// with index lookups instead of JSON scans. Pure: used by the seed (node and workerd) and the platform.
import type { EntityType } from '#shared/contract/entities.ts';
import type { StoreCode } from '#shared/config/store-views.ts';

export interface FacetRow {
  /** Dot path of the leaf: `color`, `category_ids`, `configurable_children.sku`, `stock.is_in_stock`. */
  attr: string;
  /** The value as a string: numbers `'49'`, booleans `'true'`. */
  val: string;
  /** The numeric value when the leaf is a number or a numeric string; null otherwise. */
  num: number | null;
}

export interface IndexedDocument {
  store: StoreCode;
  entity: EntityType;
  id: number;
  /** Serialised document. */
  doc: string;
  facets: FacetRow[];
}

/**
 * Fields never indexed as facets: long text, nested blobs the storefront never filters on, and the
 * category tree (the root's children_data would repeat the whole tree).
 */
const SKIPPED_PATHS = new Set([
  'description',
  'short_description',
  'meta_description',
  'content',
  'media_gallery',
  'attributes_metadata',
  'children_data',
  'configurable_options',
  'bundle_options',
  'custom_options',
  'tier_prices',
  'product_links',
  'options',
  'rates',
  'stock.low_stock_date',
]);

/** Of configurable children only the keys used for lookups are indexed (`configurable_children.sku eq`). */
const INDEXED_CHILD_KEYS = new Set(['sku', 'id', 'status']);

/** Strings longer than this are text, not facet values. */
const MAX_FACET_STRING = 200;

export function toFacetValue(value: string | number | boolean): { val: string; num: number | null } {
  if (typeof value === 'number') return { val: String(value), num: Number.isFinite(value) ? value : null };
  if (typeof value === 'boolean') return { val: String(value), num: value ? 1 : 0 };
  const trimmed = value.trim();
  const num = trimmed !== '' && /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
  return { val: value, num };
}

export function extractFacets(doc: Record<string, unknown>): FacetRow[] {
  const rows: FacetRow[] = [];
  const seen = new Set<string>();
  const push = (attr: string, value: string | number | boolean) => {
    if (typeof value === 'string' && value.length > MAX_FACET_STRING) return;
    const { val, num } = toFacetValue(value);
    const key = `${attr}\u0000${val}`;
    if (seen.has(key)) return; // the primary key is (attr, val, rid): one row per distinct value
    seen.add(key);
    rows.push({ attr, val, num });
  };
  const walk = (value: unknown, path: string) => {
    if (value === null || value === undefined) return;
    if (SKIPPED_PATHS.has(path)) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, path);
      return;
    }
    if (typeof value === 'object') {
      const isChild = path === 'configurable_children';
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        if (isChild && !INDEXED_CHILD_KEYS.has(key)) continue;
        walk(child, path ? `${path}.${key}` : key);
      }
      return;
    }
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') push(path, value);
  };
  walk(doc, '');
  return rows;
}

export function indexDocument(store: StoreCode, entity: EntityType, doc: Record<string, unknown>): IndexedDocument {
  const id = doc.id;
  if (typeof id !== 'number' || !Number.isInteger(id)) {
    throw new Error(`${entity} document without an integer id: ${JSON.stringify(doc).slice(0, 120)}`);
  }
  return { store, entity, id, doc: JSON.stringify(doc), facets: extractFacets(doc) };
}
