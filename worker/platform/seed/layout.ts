// How many products a catalogue has and which index plays which role. Roles are a function of the
// index alone, so every product (and its bundle links) can be planned without the others.
//
// Every block of 50 products starts with one product of each special type and the simple products a
// set or a look is made of (supplement §2: every product type appears), the rest are regular goods.
// Block 0 also holds the fixtures tests rely on (a hero sneaker, an out-of-stock product, ...).

/**
 * Visible parents per store view at scale 1 (supplement §2: at least 2,000): enabled products a shopper
 * can see (visibility 2, 3 or 4). The disabled ones (status 2) come on top, then a few hidden ones
 * (visibility 1); until issue 10 both were counted toward the 2,000, leaving 1,993 visible.
 */
export const PARENTS_PER_SCALE = 2000;
const HIDDEN_PER_SCALE = 5;
/** Smallest catalogue that still holds every fixture of block 0 (fractional test scales). */
const MIN_MAIN_COUNT = 20;
export const BLOCK_SIZE = 50;
/** Parent ids step by 100 so a parent's children take the ids right after it: 1000, 1001…1099. */
export const PRODUCT_ID_BASE = 1000;
export const PRODUCT_ID_STRIDE = 100;

export interface CatalogLayout {
  seed: number;
  scale: number;
  /** Products with visibility other than 1 (catalog, search or both), disabled ones included. */
  mainCount: number;
  /** Standalone products with visibility 1 (not shown individually), after the main ones. */
  hiddenCount: number;
  total: number;
}

export function catalogLayout(seed: number, scale: number): CatalogLayout {
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`scale must be a positive number, got ${scale}`);
  const visible = Math.max(MIN_MAIN_COUNT, Math.round(PARENTS_PER_SCALE * scale));
  // As many main products as it takes for `visible` enabled ones: the disabled fall where isDisabledIndex
  // puts them, and the extra products are appended after them, so no existing product moves.
  let mainCount = 0;
  for (let enabled = 0; enabled < visible; mainCount++) if (!isDisabledIndex(mainCount)) enabled++;
  const hiddenCount = Math.max(1, Math.round(HIDDEN_PER_SCALE * scale));
  return { seed, scale, mainCount, hiddenCount, total: mainCount + hiddenCount };
}

export type ProductRole =
  | 'bundle'
  | 'grouped'
  | 'giftcard'
  | 'careguide'
  | 'component-bag'
  | 'component-backpack'
  | 'component-scarf'
  | 'component-hat'
  | 'component-belt'
  | 'regular'
  | 'hidden';

const BLOCK_ROLES: readonly ProductRole[] = [
  'bundle',
  'grouped',
  'giftcard',
  'careguide',
  'component-bag',
  'component-backpack',
  'component-scarf',
  'component-hat',
  'component-belt',
];

/** Block 0 fixtures (index → what is forced). */
export const FIXTURE_INDEX = {
  disabled: 10,
  hero: 11,
  outOfStock: 12,
  childOutOfStock: 13,
  specialActive: 14,
  specialExpired: 15,
  specialFuture: 16,
} as const;

export function roleOf(layout: CatalogLayout, index: number): ProductRole {
  if (index >= layout.mainCount) return 'hidden';
  const block = Math.floor(index / BLOCK_SIZE);
  const position = index % BLOCK_SIZE;
  // A set or look links to its block's components, so only complete blocks get the special roles.
  const blockHasComponents = block * BLOCK_SIZE + BLOCK_ROLES.length <= layout.mainCount;
  return blockHasComponents && position < BLOCK_ROLES.length ? (BLOCK_ROLES[position] as ProductRole) : 'regular';
}

/** Index of the component with `role` in the block of `index`. */
export function componentIndex(index: number, role: ProductRole): number {
  const position = BLOCK_ROLES.indexOf(role);
  if (position < 0) throw new Error(`${role} is not a block role`);
  return Math.floor(index / BLOCK_SIZE) * BLOCK_SIZE + position;
}

/** A few disabled products (status 2): block 0 and every seventh block. */
export function isDisabledIndex(index: number): boolean {
  const block = Math.floor(index / BLOCK_SIZE);
  return index % BLOCK_SIZE === FIXTURE_INDEX.disabled && (block === 0 || block % 7 === 3);
}

export function productIdOf(index: number): number {
  return PRODUCT_ID_BASE + index * PRODUCT_ID_STRIDE;
}
