// Language-neutral plan of one product: everything both store views share (ids, SKUs, prices,
// stock, attributes, dates). Documents for a view are rendered from it in product-documents.ts.
// Each product draws from its own random stream, so a plan depends only on (seed, scale, index).
import type { ProductType } from '#shared/contract/entities.ts';
import { type Random, STREAM, streamFor } from './random';
import { catalogueDate, PRODUCT_DATE_SPAN_DAYS, type SpecialPriceWindow } from './dates';
import {
  componentIndex,
  FIXTURE_INDEX,
  isDisabledIndex,
  productIdOf,
  roleOf,
  type CatalogLayout,
  type ProductRole,
} from './layout';
import { BRANDS, MODELS, type BrandWord } from './vocabulary/brands';
import { AUDIENCES, KINDS, type Audience, type ImageKind, type KindGroup, type KindKey } from './vocabulary/kinds';
import { COLORS, SIZE_SCALES, type ColorWord } from './vocabulary/options';
import { CARE_GUIDE_TOPICS, GIFT_CARD_VALUES, LOOK_NAMES } from './vocabulary/special-products';
import type { Localized } from './vocabulary/localized';

export interface ChildPlan {
  id: number;
  sku: string;
  size: string;
  color: ColorWord;
  qty: number;
}

export interface ProductPlan {
  index: number;
  id: number;
  sku: string;
  role: ProductRole;
  type: ProductType;
  /** Clothing/footwear kind; null for gift cards, care guides, looks and sets. */
  kind: KindKey | null;
  image: ImageKind;
  audience: Audience;
  /** Category group the product is filed under (the leaf for regular goods). */
  group: KindGroup;
  brand: BrandWord | null;
  modifier: Localized;
  model: Localized;
  /** Extra words for the special products (care guide topic, look name, card value). */
  topic: Localized | null;
  giftValue: number | null;
  colors: ColorWord[];
  sizes: string[];
  children: ChildPlan[];
  /** Shelf price in roubles, tax included (supplement §3). */
  price: number;
  special: { price: number; window: SpecialPriceWindow } | null;
  /** Stock of a simple product; configurables sum their children. */
  qty: number;
  manageStock: boolean;
  status: 1 | 2;
  visibility: 1 | 2 | 3 | 4;
  createdAt: string;
  updatedAt: string;
  isNew: boolean;
  materials: string[];
  style: string;
  season: string;
  /** Product indexes of grouped links or bundle options ([[a, b], [c, d]] for a set). */
  links: number[][];
}

/** Prices end in 90 (supplement §2: 990 … 29 990). */
export function shelfPrice(roubles: number): number {
  return Math.max(990, Math.round((roubles + 10) / 100) * 100 - 10);
}

const AUDIENCE_WEIGHTS: readonly [Audience['code'], number][] = [
  ['women', 0.45],
  ['men', 0.35],
  ['kids', 0.2],
];
const GROUP_WEIGHTS: readonly [KindGroup, number][] = [
  ['shoes', 0.4],
  ['clothing', 0.45],
  ['accessories', 0.15],
];

function weighted<T>(rng: Random, entries: readonly (readonly [T, number])[]): T {
  let roll = rng.next();
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

function audienceByCode(code: Audience['code']): Audience {
  return AUDIENCES.find((a) => a.code === code) as Audience;
}

const COMPONENT_KINDS: Partial<Record<ProductRole, KindKey>> = {
  'component-bag': 'bag',
  'component-backpack': 'backpack',
  'component-scarf': 'scarf',
  'component-hat': 'hat',
  'component-belt': 'belt',
  hidden: 'scarf',
};

/** Components are filed for women or men only: every audience does not have every accessory leaf. */
function pickKindFor(rng: Random, role: ProductRole, audience: Audience): { kind: KindKey; group: KindGroup } {
  const forced = COMPONENT_KINDS[role];
  if (forced) return { kind: forced, group: 'accessories' };
  const group = weighted(rng, GROUP_WEIGHTS);
  return { kind: rng.pick(audience.leaves[group]), group };
}

function pickSpecial(rng: Random, price: number, forced: SpecialPriceWindow | null): ProductPlan['special'] {
  if (!forced && !rng.chance(0.3)) return null;
  const window =
    forced ??
    weighted<SpecialPriceWindow>(rng, [
      ['active', 0.6],
      ['expired', 0.25],
      ['future', 0.15],
    ]);
  const discount = rng.int(2, 10) * 0.05; // 10 % … 50 %
  const special = shelfPrice(price * (1 - discount));
  return special < price ? { price: special, window } : { price: price - 100, window };
}

const FORCED_WINDOWS: Readonly<Record<number, SpecialPriceWindow>> = {
  [FIXTURE_INDEX.specialActive]: 'active',
  [FIXTURE_INDEX.specialExpired]: 'expired',
  [FIXTURE_INDEX.specialFuture]: 'future',
};

export function planProduct(layout: CatalogLayout, index: number): ProductPlan {
  const rng = streamFor(layout.seed, STREAM.product, index);
  const role = roleOf(layout, index);
  const id = productIdOf(index);
  const isHero = index === FIXTURE_INDEX.hero;
  const isComponent = role.startsWith('component-') || role === 'hidden';

  const audienceCode = isHero
    ? 'women'
    : isComponent
      ? index % 2 === 0
        ? 'women'
        : 'men'
      : weighted(rng, AUDIENCE_WEIGHTS);
  const audience = audienceByCode(audienceCode);
  const picked: { kind: KindKey; group: KindGroup } = isHero
    ? { kind: 'sneakers', group: 'shoes' }
    : index === FIXTURE_INDEX.childOutOfStock
      ? { kind: 'boots', group: 'shoes' } // must be configurable: one of its sizes is sold out
      : pickKindFor(rng, role, audience);
  const brandRoll = rng.pick(BRANDS);
  const modelRoll = rng.pick(MODELS);
  const created = rng.int(0, PRODUCT_DATE_SPAN_DAYS - 1);
  const updated = Math.min(PRODUCT_DATE_SPAN_DAYS - 1, created + rng.int(0, 60));
  const secondOfDay = rng.int(8 * 3600, 20 * 3600);
  const visibilityRoll = rng.next();

  const base = {
    index,
    id,
    role,
    audience,
    brand: isHero ? (BRANDS[0] as BrandWord) : brandRoll,
    model: modelRoll,
    topic: null,
    giftValue: null,
    status: (isDisabledIndex(index) ? 2 : 1) as 1 | 2,
    visibility: (role === 'hidden'
      ? 1
      : visibilityRoll < 0.02
        ? 2
        : visibilityRoll < 0.04
          ? 3
          : 4) as ProductPlan['visibility'],
    createdAt: catalogueDate(created, secondOfDay),
    updatedAt: catalogueDate(updated, secondOfDay + 600),
    isNew: created >= PRODUCT_DATE_SPAN_DAYS - 90,
    links: [] as number[][],
  };

  if (role === 'giftcard' || role === 'careguide' || role === 'bundle' || role === 'grouped') {
    return planSpecial(layout, rng, { ...base, group: 'accessories' as KindGroup });
  }

  const kind = KINDS[picked.kind];
  const isKids = audience.code === 'kids';
  const scale = kind.sizes && !isComponent ? SIZE_SCALES[isKids ? kind.sizes.kids : kind.sizes.adult] : null;
  const colorCount = scale
    ? weighted(rng, [
        [1, 0.3],
        [2, 0.45],
        [3, 0.25],
      ])
    : 1;
  const colors = rng.sample(COLORS, colorCount);
  let sizes: string[] = [];
  if (scale) {
    const run = Math.min(scale.length, rng.int(4, 8));
    const start = rng.int(0, scale.length - run);
    sizes = scale.slice(start, start + run);
  }
  const [lo, hi] = kind.price;
  const multiplier = isKids ? 0.6 : 1;
  const price = shelfPrice(rng.int(Math.ceil(lo / 100), Math.ceil(hi / 100)) * 100 * multiplier);
  const special = isHero ? null : pickSpecial(rng, price, FORCED_WINDOWS[index] ?? null);

  const fullyOutOfStock = index === FIXTURE_INDEX.outOfStock || (!isHero && rng.chance(0.03));
  const childQty = (position: number) => {
    if (fullyOutOfStock) return 0;
    if (index === FIXTURE_INDEX.childOutOfStock && position === 0) return 0;
    if (!isHero && rng.chance(0.12)) return 0;
    return rng.chance(0.2) ? rng.int(1, 3) : rng.int(4, 60);
  };
  const sku = `${kind.skuCode}${String(index + 1).padStart(5, '0')}`;
  const children: ChildPlan[] = [];
  for (const color of colors) {
    for (const size of sizes) {
      children.push({
        id: id + children.length + 1,
        sku: `${sku}-${size}-${color.code}`,
        size,
        color,
        qty: childQty(children.length),
      });
    }
  }
  const qty = scale ? children.reduce((sum, c) => sum + c.qty, 0) : fullyOutOfStock ? 0 : rng.int(1, 150);

  return {
    ...base,
    sku,
    type: scale ? 'configurable' : 'simple',
    kind: picked.kind,
    image: kind.image,
    group: picked.group,
    modifier: isHero ? (kind.modifiers[0] as Localized) : rng.pick(kind.modifiers),
    colors,
    sizes,
    children,
    price,
    special,
    qty,
    manageStock: true,
    materials: rng.sample(kind.materials, rng.int(1, 2)),
    style: rng.pick(kind.styles),
    season: rng.pick(kind.seasons),
  };
}

type PlanBase = Pick<
  ProductPlan,
  | 'index'
  | 'id'
  | 'role'
  | 'audience'
  | 'brand'
  | 'model'
  | 'topic'
  | 'giftValue'
  | 'status'
  | 'visibility'
  | 'createdAt'
  | 'updatedAt'
  | 'isNew'
  | 'links'
  | 'group'
>;

/** Gift cards, care guides, looks (grouped) and sets (bundle). */
function planSpecial(layout: CatalogLayout, rng: Random, base: PlanBase): ProductPlan {
  const number = String(base.index + 1).padStart(5, '0');
  const common = {
    ...base,
    kind: null,
    colors: [rng.pick(COLORS)],
    sizes: [],
    children: [],
    special: null,
    manageStock: false,
    qty: 0,
    materials: [],
    style: 'casual',
    season: 'all-season',
    modifier: { ru: '', en: '' },
  };
  const priceOf = (index: number) => planProduct(layout, index).price;
  switch (base.role) {
    case 'giftcard': {
      const value = rng.pick(GIFT_CARD_VALUES);
      return {
        ...common,
        brand: null,
        sku: `GFT${number}`,
        type: 'virtual',
        image: 'giftcard',
        giftValue: value,
        price: value,
      };
    }
    case 'careguide': {
      return {
        ...common,
        brand: null,
        sku: `GDE${number}`,
        type: 'downloadable',
        image: 'document',
        topic: rng.pick(CARE_GUIDE_TOPICS),
        price: rng.pick([190, 290, 390, 490]),
      };
    }
    case 'grouped': {
      const links = [
        [componentIndex(base.index, 'component-bag')],
        [componentIndex(base.index, 'component-scarf')],
        [componentIndex(base.index, 'component-belt')],
      ];
      return {
        ...common,
        sku: `LOK${number}`,
        type: 'grouped',
        image: 'bag',
        topic: rng.pick(LOOK_NAMES),
        links,
        // Grouped prices are recomputed by the storefront (spec §4); the index keeps the sum of the look.
        price: links.reduce((sum, [i]) => sum + priceOf(i as number), 0),
      };
    }
    default: {
      const links = [
        [componentIndex(base.index, 'component-bag'), componentIndex(base.index, 'component-backpack')],
        [componentIndex(base.index, 'component-scarf'), componentIndex(base.index, 'component-hat')],
      ];
      return {
        ...common,
        sku: `SET${number}`,
        type: 'bundle',
        image: 'bag',
        links,
        price: links.reduce((sum, option) => sum + priceOf(option[0] as number), 0),
      };
    }
  }
}
