// The browser's dictionary: only the current store view's, each its own chunk (a third view would not grow
// every page). The server preloads the chunk with the document (worker/pages/stream.tsx).
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Dictionary } from './ru';
import { hasDictionary, registerDictionary } from './translate';

const DICTIONARY_CHUNKS: Record<StoreCode, () => Promise<Dictionary>> = {
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
};

/** The module the manifest names a view's dictionary chunk by (for the server's preload). */
export const dictionaryModule = (storeCode: StoreCode): string => `shared/i18n/${storeCode}.ts`;

export async function loadDictionary(storeCode: StoreCode): Promise<void> {
  if (!hasDictionary(storeCode)) registerDictionary(storeCode, await DICTIONARY_CHUNKS[storeCode]());
}
