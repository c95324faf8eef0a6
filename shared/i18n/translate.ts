// The formatter: `{name}` placeholders, one dictionary per store view.
import type { StoreCode } from '#shared/config/store-views.ts';
import { en } from './en';
import { ru, type Dictionary, type MessageKey } from './ru';

const DICTIONARIES: Record<StoreCode, Dictionary> = { ru, en };

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

export function translate(storeCode: StoreCode, key: MessageKey, params?: Params): string {
  const template = DICTIONARIES[storeCode][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function translatorFor(storeCode: StoreCode): Translate {
  return (key, params) => translate(storeCode, key, params);
}

export type { MessageKey };
