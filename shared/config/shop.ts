// The shop's own pages (spec §2, supplement §2): its slug, its brand landing pages and the CMS and
// static pages with fixed urls. Routes are built from these lists; the demo seed fills the same ones.

/** The shop's customer service address (spec §5 'Internal validation error … Please contact us on {email}.'). */
export const SHOP_EMAIL = 'help@modnyi-bereg.ru';

/** The shop's slug: it fills the `{product}` placeholder of the spec §2 CMS identifiers. */
export const SHOP_SLUG = 'modnyi-bereg';

/** The four brand landing pages (spec §2), each at `/{slug}` and `/brand/{slug}` (supplement §2). */
export const BRAND_LANDING_SLUGS = ['severnyi-veter', 'lesnaya-tropa', 'gorodskoi-ritm', 'belaya-noch'] as const;
export type BrandLandingSlug = (typeof BRAND_LANDING_SLUGS)[number];

/**
 * CMS-style pages by identifier (spec §2): the route name and the url / identifier. `{product}` is the
 * shop slug, so `/delivery-modnyi-bereg` shows the CMS page `delivery-modnyi-bereg`.
 */
export const CMS_ROUTES: ReadonlyArray<{ name: string; identifier: string }> = [
  { name: 'delivery', identifier: `delivery-${SHOP_SLUG}` },
  { name: 'orders', identifier: `orders-${SHOP_SLUG}` },
  { name: 'returns', identifier: `returns-${SHOP_SLUG}` },
  { name: 'size-guide', identifier: 'size-guide' },
  { name: 'stores', identifier: `stores-${SHOP_SLUG}` },
  { name: 'contacts', identifier: `contacts-${SHOP_SLUG}` },
  { name: 'wholesale', identifier: 'wholesale' },
  { name: 'terms-of-use', identifier: `terms-of-use-${SHOP_SLUG}` },
];

/** Static text pages (spec §2): placeholder text under a title. */
export const STATIC_PAGES = ['legal', 'magazine', 'order-tracking', 'customer-service', 'gift-card'] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];

/**
 * The account blocks of spec §2: each block's route name and its path under /my-account (the route table
 * makes them the account screen's child routes).
 */
export const ACCOUNT_BLOCKS = {
  MyProfile: { routeName: 'my-account', path: '' },
  MyShippingDetails: { routeName: 'my-shipping-details', path: 'shipping-details' },
  MyNewsletter: { routeName: 'my-newsletter', path: 'newsletter' },
  MyOrders: { routeName: 'my-orders', path: 'orders' },
  MyOrder: { routeName: 'my-order', path: 'orders/:orderId' },
  MyRecentlyViewed: { routeName: 'my-recently-viewed', path: 'recently-viewed' },
} as const;
export type AccountBlock = keyof typeof ACCOUNT_BLOCKS;

/**
 * Which size chart a product's "Size guide" link opens with, by the url segments of the product's categories
 * (`zhenshchinam/obuv/…`): the shop's catalogue names its departments there. A segment not listed says nothing.
 */
export const SIZE_GUIDE_SCOPE_BY_CATEGORY: Readonly<
  Record<string, Partial<{ gender: string; age: string; productStyle: string }>>
> = {
  zhenshchinam: { gender: 'women', age: 'adult' },
  muzhchinam: { gender: 'men', age: 'adult' },
  detyam: { age: 'kids' },
  obuv: { productStyle: 'shoes' },
  odezhda: { productStyle: 'clothing' },
};
