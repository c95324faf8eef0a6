// The shapes the storefront keeps in its one IndexedDB database (ADR 019, DESIGN.md §6), named after the
// spec's local storage collections and entities (spec §3). Types only, no DOM: a feature or a component
// rendered on the server may name a record without pulling in IndexedDB. The database itself (name,
// version, upgrades) is `db.browser.ts` beside this file.
//
import type { CheckoutStep } from '#shared/domain/checkout/steps.ts';

// A record type is the on-disk format: a change that old rows do not satisfy needs an upgrade step that
// rewrites them (a version bump in db.browser.ts), not only a new type here.

/**
 * One cart line as stored under `cart`/`current-cart` (spec §3 "Cart item (client)"): the cart store's
 * `CartItem` is this type (client/features/cart/store.ts), so the stored and the live line cannot drift.
 */
export interface PersistedCartLine {
  /** Sku of the chosen variant (the child sku for configurables). */
  sku: string;
  /** Sku of the product page the item came from (spec §3: parentSku defaults to sku). */
  parentSku: string;
  name: string;
  qty: number;
  /** Unit price with tax, roubles. */
  price: number;
  /** Unit price without tax, when the product's net was known at the add (prices without VAT show it). */
  price_excl_tax?: number;
  image: string;
  type_id: string;
  /** Chosen option labels, e.g. [{label:'Size', value:'42'}]. */
  options: Array<{ label: string; value: string }>;
  /**
   * What was chosen, as the server cart takes it (contract §1.3 `product_option.extension_attributes`):
   * the configurable's attribute ids and values, a bundle's selections, custom option values. Optional:
   * lines stored before issue 11 have none and need no upgrade.
   */
  product_option?: CartLineProductOption;
  /** Spec §3 product `is_configured`: a configurable line whose child was chosen (issue 11). */
  is_configured?: boolean;
  /** Server cart line of this item (contract C3 `item_id`) once synced. */
  server_item_id?: number;
  /** The quantity the server cart holds for this line (what the last sync sent). */
  server_qty?: number;
  /**
   * Spec §3 `prev_qty`: the quantity the server last confirmed; a refused update goes back to it (spec §4
   * "Failed server item update"). Issue 13; absent on older lines (then a refused update removes the line).
   */
  prev_qty?: number;
  /**
   * Spec §4 cart stock status of the line: `ok` ('In stock!'), `out_of_stock` ('Out of the stock!'), or
   * `volatile` (not confirmed: added offline or the check went unanswered). Absent = not checked yet.
   */
  stock_status?: 'ok' | 'volatile' | 'out_of_stock';
}

/** `product_option` of a cart line (contract §1.3, the names Magento and VSF1 use). */
export interface CartLineProductOption {
  extension_attributes: {
    configurable_item_options?: Array<{ option_id: string; option_value: string }>;
    bundle_options?: Array<{ option_id: number; option_qty: number; option_selections: number[] }>;
    custom_options?: Array<{ option_id: string; option_value: string }>;
  };
}

/** Spec §3 collection `cart`: key → value. Keys are the spec's, so a v1 database (ADR 003) is read as is. */
export interface CartRecords {
  'current-cart': PersistedCartLine[];
  /** The server cart's token (contract C1 quote id, ADR 015). */
  'current-cart-token': string;
  /** Hash of the items last synced with the server (spec §4 totals sync). */
  'current-cart-hash': string;
}

/** Spec §3 "Checkout state" personalDetails; the password is never persisted (spec §4 place order drops it). */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  createAccount: boolean;
}

/** Spec §3 "Checkout state" shippingDetails. */
export interface ShippingDetails {
  firstName: string;
  lastName: string;
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  state: string;
  region_id: number | null;
  zipCode: string;
  phoneNumber: string;
  shippingMethod: string;
}

/** Spec §3 "Checkout state" paymentDetails: the address fields plus company, tax id and the method. */
export interface PaymentDetails extends Omit<ShippingDetails, 'shippingMethod'> {
  company: string;
  taxId: string;
  paymentMethod: string;
  paymentMethodAdditional: Record<string, unknown>;
  /** The billing address is the delivery address (the default; issue 13). Absent on rows before issue 13: true. */
  sameAsShipping?: boolean;
}

/** Where the shopper is in the checkout (issue 13): the open step and the steps done. */
export interface CheckoutProgress {
  step: CheckoutStep;
  completed: CheckoutStep[];
}

/**
 * The order being placed (issue 13; contract §1.4 `order_id` is the idempotency key): kept until the platform
 * answers, so a retry of the same order sends the same id and never creates a second order (ADR 031).
 */
export interface PendingOrder {
  orderId: string;
  createdAt: string;
  /** What the order holds (the body without its id, dates and server cart ids): another order gets another id. */
  fingerprint: string;
  /**
   * The body as first sent. The platform closes the order's cart with the order, so a retry after a lost answer
   * syncs into a new cart (another cart id, other server line ids); it must still repeat the first body exactly,
   * or it would not be the same order to the platform (ADR 045). Absent in records saved before it existed.
   */
  body?: Record<string, unknown>;
}

/** The checkout details a shopper typed, kept between visits (VSF1 collection `checkout`, same keys). */
export interface CheckoutRecords {
  'personal-details': PersonalDetails;
  'shipping-details': ShippingDetails;
  'payment-details': PaymentDetails;
  /** Epoch ms of the last change: spec §4 "checkout recency" (in checkout if within 30 minutes). */
  'modified-at': number;
  progress: CheckoutProgress;
  'pending-order': PendingOrder;
}

/** Spec §3 "User" current: the profile fields (only these are modifiable, spec §5). */
export interface UserProfile {
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  addresses: Array<Record<string, unknown>>;
}

/**
 * Spec §3 "User" orders_history item. The embedded platform's history (contract U9, issue 14) names no store
 * and no amount due (it has `grand_total`), so those two are optional.
 */
export interface OrderHistoryItem {
  entity_id: number | string;
  store_name?: string;
  total_due?: number;
  [field: string]: unknown;
}

/** The signed-in customer (VSF1 collection `user`, same keys; contract: `user/current-refresh-token`). */
export interface UserRecords {
  'current-user': UserProfile;
  'current-token': string;
  'current-refresh-token': string;
  'orders-history': OrderHistoryItem[];
  /** Spec §4 "Place order": the time of the last order placed on this device (VSF1 `last-cart-bypass-ts`). */
  'last-cart-bypass-ts': number;
}

/** A wishlist or compare entry (spec §3 "Wishlist and compare: items by sku"); the page reads the product by sku. */
export interface SavedProductEntry {
  sku: string;
  parentSku: string;
  /** Epoch ms, indexed: lists show the order the shopper added them in. */
  added_at: number;
}

/**
 * A recently viewed product (spec §2 my-recently-viewed). Issue 11 added what a tile needs (name, url path,
 * image, price), so the my-account block lists the products without a catalogue request; nothing wrote this
 * store before issue 11, so no stored row lacks them and no upgrade step is needed.
 */
export interface RecentlyViewedEntry {
  sku: string;
  parentSku: string;
  /** Epoch ms, indexed: newest first, and the oldest are trimmed. */
  viewed_at: number;
  /** The name in the view it was seen in. */
  name: string;
  /** The product's `url_path` (the same in both views, ADR 010); `urls.product` makes the view's link. */
  url_path: string;
  /** Image path of the catalogue (`/w/x/…jpg`), as product documents hold it. */
  image: string;
  /** Shelf price with tax when seen, roubles (shared/domain/price.ts shelfPrice current). */
  price: number;
}

/**
 * A queued request (spec §3 "Sync task", contract §4.4; an offline order is one, spec §4 "Offline orders"),
 * replayed in `created_at` order when the browser is online. Field names are the spec's, `transmited` included.
 */
export interface SyncTask {
  /** Assigned by IndexedDB (autoIncrement); absent on a task not yet stored. */
  task_id?: number;
  /** Unique per task, sent as the request's idempotency key, so a replay after a lost answer is not counted twice. */
  idempotency_key: string;
  /** May hold the `{{token}}` and `{{cartId}}` placeholders (spec §3), filled in when the task runs. */
  url: string;
  payload: { method: string; headers: Record<string, string>; body?: string };
  callback_event?: string;
  silent: boolean;
  transmited: boolean;
  transmited_at?: number;
  /** Epoch ms, indexed: the queue's order. */
  created_at: number;
  updated_at: number;
  result?: unknown;
  resultCode?: number;
  code?: number;
  acknowledged?: boolean;
  meta?: Record<string, unknown>;
  is_result_cacheable: boolean;
}

/** A line of a placed order as the confirmation shows it (what the shopper saw in the cart). */
export interface PlacedOrderLine {
  sku: string;
  name: string;
  qty: number;
  /** Unit price with tax, roubles. */
  price: number;
  /** Unit price without tax, when known. */
  price_excl_tax?: number;
  image: string;
  options: Array<{ label: string; value: string }>;
}

/**
 * An order this device placed (spec §3 collection `orders`; issue 13): the confirmation pages show only these.
 * The offline queue (issue 15) stores its orders here too, with `transmited: false` until sent.
 */
export interface PlacedOrder {
  /** The client's order id (contract §1.4), the key. */
  order_id: string;
  /** The platform's human number (`000000012`), once placed. */
  order_number?: string;
  store_code: string;
  /** Epoch ms, indexed: the newest is the checkout-success page's order. */
  created_at: number;
  transmited: boolean;
  transmited_at?: number;
  /** The order itself, as sent (supplement §7: queued as the order, not wrapped). */
  order: Record<string, unknown>;
  lines: PlacedOrderLine[];
  /** The platform's total segments when it was placed (or the device's estimate offline). */
  totals: Array<{ code: string; title: string; value: number }>;
  payment_method: string;
  email: string;
  /**
   * What the platform answered an order queued offline (issue 15): placed, refused because `unavailable_skus`
   * ran out (409), or refused as invalid (400). Absent while it waits, and on orders placed online.
   */
  outcome?: 'placed' | 'unavailable' | 'invalid';
  unavailable_skus?: string[];
  /**
   * The cart's lines as they were when the order was queued offline: a refused order puts them back into the cart
   * (the sold-out ones marked), so nothing the shopper chose is lost.
   */
  cart_lines?: PersistedCartLine[];
  /** When the lines went back into the cart (once: the tab that claims it in a transaction restores it). */
  cart_restored_at?: number;
  /**
   * The order of the lines left (its `order_id` and time), chosen at the first "Order the rest" and kept, so a retry
   * after a lost answer sends the same order, never a second one.
   */
  rest_order?: { order_id: string; created_at: string };
  /** The order placed with the lines left (`order_id`), once the shopper ordered the rest. */
  replaced_by?: string;
}
