// The formatter: `{name}` placeholders, one dictionary per store view. Dictionaries are registered rather
// than imported here, so a page ships only its own view's (ADR 017): the server registers every view's
// (./all-dictionaries.ts), the browser loads the current view's before hydrating (./load-dictionary.ts).
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Dictionary, MessageKey } from './ru';

const dictionaries: Partial<Record<StoreCode, Dictionary>> = {};

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

export function registerDictionary(storeCode: StoreCode, dictionary: Dictionary): void {
  dictionaries[storeCode] = dictionary;
}

export function hasDictionary(storeCode: StoreCode): boolean {
  return dictionaries[storeCode] !== undefined;
}

export function translate(storeCode: StoreCode, key: MessageKey, params?: Params): string {
  const dictionary = dictionaries[storeCode];
  if (!dictionary) {
    throw new Error(
      `No dictionary of store view '${storeCode}' is loaded: the server imports shared/i18n/all-dictionaries.ts, the browser awaits loadDictionary()`,
    );
  }
  const template = dictionary[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function translatorFor(storeCode: StoreCode): Translate {
  return (key, params) => translate(storeCode, key, params);
}

export type { MessageKey };
