// A text in both store views' languages (supplement §1: ru is the source, en the translation).
import type { StoreCode } from '#shared/config/store-views.ts';

export interface Localized {
  ru: string;
  en: string;
}

export function inView(text: Localized, store: StoreCode): string {
  return text[store];
}
