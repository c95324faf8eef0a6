// The message groups each page kind shows besides `core` (shared/i18n/message-groups.ts, ADR 064), by the folder of
// its module (`client/pages/<kind>/route.tsx`): the route table loads them with the page's code, the url dispatcher
// with the page it found, and the server preloads them with the document.
import type { MessageGroup } from '#shared/i18n/message-groups.ts';

const CATALOGUE = ['catalogue'] as const;
const CHECKOUT = ['checkout', 'forms', 'cart'] as const;
const ACCOUNT = ['account', 'forms', 'cart'] as const;

export const PAGE_MESSAGES = {
  home: CATALOGUE,
  category: CATALOGUE,
  product: ['product'],
  brand: CATALOGUE,
  cms: ['catalogue', 'cms'],
  static: CATALOGUE,
  checkout: CHECKOUT,
  'checkout-success': CHECKOUT,
  'checkout-thankyou': CHECKOUT,
  'order-success': CHECKOUT,
  'my-account': ACCOUNT,
  'account-block': ACCOUNT,
  compare: CATALOGUE,
  'create-password': ACCOUNT,
  error: ['cms'],
  // The page a url maps to brings its own (client/pages/dispatcher/route.tsx).
  dispatcher: [],
  search: CATALOGUE,
} as const satisfies Record<string, readonly MessageGroup[]>;

/** The groups a set of rendered page kinds shows, `core` first (a kind not in the table shows `core` only). */
export function pageMessageGroups(kinds: readonly string[]): MessageGroup[] {
  const table: Record<string, readonly MessageGroup[] | undefined> = PAGE_MESSAGES;
  return [...new Set<MessageGroup>(['core', ...kinds.flatMap((kind) => table[kind] ?? [])])];
}
