// The browser's texts: only the current store view's, and of it only the message groups the page and its open panels
// show (./message-groups.ts, ADR 064), each group of each view its own chunk. The server preloads a page's groups
// with the document (worker/pages/stream.tsx), so loading them before hydration waits for nothing.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { MessageGroup } from './message-groups';
import type { Dictionary } from './ru';
import { hasMessages, registerMessages } from './translate';

type GroupChunks = Record<MessageGroup, () => Promise<Partial<Dictionary>>>;

const MESSAGE_CHUNKS: Record<StoreCode, GroupChunks> = {
  ru: {
    core: () => import('./ru/core').then((module) => module.core),
    catalogue: () => import('./ru/catalogue').then((module) => module.catalogue),
    cms: () => import('./ru/cms').then((module) => module.cms),
    product: () => import('./ru/product').then((module) => module.product),
    checkout: () => import('./ru/checkout').then((module) => module.checkout),
    account: () => import('./ru/account').then((module) => module.account),
    panels: () => import('./ru/panels').then((module) => module.panels),
    forms: () => import('./ru/forms').then((module) => module.forms),
    cart: () => import('./ru/cart').then((module) => module.cart),
  },
  en: {
    core: () => import('./en/core').then((module) => module.core),
    catalogue: () => import('./en/catalogue').then((module) => module.catalogue),
    cms: () => import('./en/cms').then((module) => module.cms),
    product: () => import('./en/product').then((module) => module.product),
    checkout: () => import('./en/checkout').then((module) => module.checkout),
    account: () => import('./en/account').then((module) => module.account),
    panels: () => import('./en/panels').then((module) => module.panels),
    forms: () => import('./en/forms').then((module) => module.forms),
    cart: () => import('./en/cart').then((module) => module.cart),
  },
};

/** The module the manifest names a group's chunk by (for the server's preload). */
export const messageModule = (storeCode: StoreCode, group: MessageGroup): string =>
  `shared/i18n/${storeCode}/${group}.ts`;

/** Loads and registers the groups of `storeCode` not registered yet (already registered on the server: a no-op). */
export async function loadMessages(storeCode: StoreCode, groups: readonly MessageGroup[]): Promise<void> {
  await Promise.all(
    groups
      .filter((group) => !hasMessages(storeCode, group))
      .map(async (group) => registerMessages(storeCode, group, await MESSAGE_CHUNKS[storeCode][group]())),
  );
}
