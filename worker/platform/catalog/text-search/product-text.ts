// What the text index holds of one product document: the analyzed text of the four searched fields
// (spec §9: description, name, sku, category name), the SKUs for exact lookup (parent and
// configurable children) and the word terms for the typo vocabulary.
import { analyzeTerms, foldText } from '#shared/domain/search-text/index.ts';
import { htmlToText } from '#shared/domain/text.ts';

export interface ProductTextRow {
  description: string;
  name: string;
  sku: string;
  category: string;
  /** Folded (lower-case) SKUs of the product and its configurable children. */
  skus: string[];
  /** Distinct analyzed terms without digits: the fuzzy vocabulary. */
  words: Set<string>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];
}

/** Folded form under which a SKU is stored and looked up (case-insensitive equality). */
export function skuKey(sku: string): string {
  return foldText(sku.trim());
}

export function productTextRow(doc: Record<string, unknown>): ProductTextRow {
  const words = new Set<string>();
  const column = (source: string) => {
    const terms = analyzeTerms(source).map((t) => t.term);
    for (const term of terms) if (!/\d/.test(term)) words.add(term);
    return terms.join(' ');
  };
  const categoryNames = records(doc.category).map((c) => text(c.name));
  const skus = [text(doc.sku), ...records(doc.configurable_children).map((child) => text(child.sku))]
    .map(skuKey)
    .filter((sku) => sku !== '');
  return {
    description: column(htmlToText(text(doc.description))),
    name: column(text(doc.name)),
    sku: column(text(doc.sku)),
    category: column(categoryNames.join(' ')),
    skus: [...new Set(skus)],
    words,
  };
}
