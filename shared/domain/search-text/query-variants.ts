// Readings of a query (supplement §4): as typed, and, when the letters do not fit the store view's
// language, the same keys on the other keyboard layout and the Latin transliteration of Russian.
// The caller searches every reading and keeps the one that matches best.
import { hasCyrillic, hasLatin } from './fold';
import { cyrillicLayoutToLatin, latinLayoutToCyrillic } from './keyboard-layout';
import { latinToCyrillic } from './transliteration';

export type QueryLanguage = 'ru' | 'en';
export type VariantKind = 'typed' | 'layout' | 'transliteration';

export interface QueryVariant {
  kind: VariantKind;
  text: string;
}

/**
 * Russian view: Latin letters are read as Cyrillic through the layout («rhjccjdrb») and through
 * transliteration («krossovki»). English view: Cyrillic letters are read through the layout («ыфтвфды»
 * → "sandals"). Distinct texts only, the typed one first.
 */
export function queryVariants(text: string, language: QueryLanguage): QueryVariant[] {
  const variants: QueryVariant[] = [{ kind: 'typed', text }];
  const add = (kind: VariantKind, candidate: string) => {
    if (!variants.some((v) => v.text === candidate)) variants.push({ kind, text: candidate });
  };
  if (language === 'ru' && hasLatin(text)) {
    add('layout', latinLayoutToCyrillic(text));
    add('transliteration', latinToCyrillic(text));
  }
  if (language === 'en' && hasCyrillic(text)) add('layout', cyrillicLayoutToLatin(text));
  return variants;
}

/** Forms of a query that may be a SKU typed on the wrong layout: «ытл00016» → «snk00016». */
export function skuVariants(text: string): string[] {
  const forms = new Set([text]);
  if (hasCyrillic(text)) forms.add(cyrillicLayoutToLatin(text));
  return [...forms];
}
