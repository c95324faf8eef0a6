// Which cart lines are the same line (contract §4.1 productsEquals, §5.1 productChecksum, §5.2), isomorphic:
// the device cart merges an add into an equal line, the sync pairs a device line with its server line.
// Identity is the sku plus the shopper's choices (a bundle's selections, custom option values): two lines
// of one sku with other choices are two lines. A known server line id (both sides) settles it at once.
// The checksum (SHA3-224 of the choices, numbers as strings) is VSF1's, kept on the line and sent with
// orders; equality compares the same normalised text without hashing, so the hash stays out of the
// first-load JavaScript.
import { sha3_224 } from './sha3';

/** What identity reads of a line (the device line and the server item share these names). */
export interface LineIdentity {
  sku: string | number;
  product_option?: unknown;
  /** The server cart's line id (device line: `server_item_id`; server item: `item_id`). */
  server_item_id?: number | undefined;
  item_id?: number | undefined;
}

type Options = Record<string, unknown>;

function extensionAttributes(line: Pick<LineIdentity, 'product_option'>): Options | null {
  const option = line.product_option;
  if (typeof option !== 'object' || option === null) return null;
  const attributes = (option as { extension_attributes?: unknown }).extension_attributes;
  return typeof attributes === 'object' && attributes !== null ? (attributes as Options) : null;
}

/** A list of choices as VSF1 hashes it: an object's values, every number as a string (53 ≡ '53'). */
function normalised(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, normalised(child)]));
  return value;
}

const nonEmpty = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'object' && value !== null && Object.values(value).length > 0;

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);

/**
 * Contract §4.1: what the checksum hashes — the first non-empty of bundle_options, custom_options,
 * configurable_item_options (numbers as strings), else the whole product_option, or null without one.
 */
export function checksumSource(line: Pick<LineIdentity, 'product_option'>): unknown {
  if (line.product_option === undefined || line.product_option === null) return null;
  const attributes = extensionAttributes(line) ?? {};
  for (const key of ['bundle_options', 'custom_options', 'configurable_item_options']) {
    if (nonEmpty(attributes[key])) return normalised(asList(attributes[key]));
  }
  return line.product_option;
}

/** Contract §5.1 productChecksum: SHA3-224 of the JSON of checksumSource. */
export function productChecksum(line: Pick<LineIdentity, 'product_option'>): string {
  return sha3_224(JSON.stringify(checksumSource(line)));
}

/** The choices that make two lines of one sku different: a bundle's selections and custom option values. */
function choices(line: Pick<LineIdentity, 'product_option'>): string {
  const attributes = extensionAttributes(line) ?? {};
  const list = (key: string) => (nonEmpty(attributes[key]) ? normalised(asList(attributes[key])) : []);
  return JSON.stringify([list('bundle_options'), list('custom_options')]);
}

const serverId = (line: LineIdentity): number | undefined => line.server_item_id ?? line.item_id;

/**
 * Contract §4.1 productsEquals, with the identity made whole: the same server line (both ids known), or
 * the same sku with the same bundle selections and custom option values. A configurable's line is its
 * child's sku, so its size and colour are in the sku.
 */
export function productsEqual(a: LineIdentity, b: LineIdentity): boolean {
  const idA = serverId(a);
  const idB = serverId(b);
  if (idA !== undefined && idB !== undefined && idA === idB) return true;
  return String(a.sku) === String(b.sku) && choices(a) === choices(b);
}
