// What the text index holds of one product document: the analyzed text of the four searched fields
// (spec §9: description, name, sku, category name), the SKUs for exact lookup (parent and
// configurable children) and the word terms for the typo vocabulary.
//
// Issue 10 (search quality) adds two things, both optional and given by the caller next to the
// document (SearchableAttributes), because the document holds option ids and the labels live in the
// attribute documents the indexer does not have at hand (the seed resolves them from its vocabulary,
// as Magento's fulltext indexer resolves the labels of "searchable" attributes):
//   - the words of the product's searchable attribute values (colours of the product or of its in-stock
//     children, material, season, style, gender, age), with the forms shoppers type («кожаные» for the
//     material «Натуральная кожа», «зимние» for the season «Зима»). They are added to the description
//     column, where the description's own «Материал: … Сезон: … Стиль: …» labels already are, so
//     «чёрные кроссовки» and «кожаные ботинки» match on what the product is, not only on its name;
//   - the brand's name: wherever its words appear (name, description, brand collection category) they
//     are indexed as ONE brand term (brandTerm), so «белые» (white) never matches the brand «Белая ночь»
//     and only the brand's whole name finds the brand (query-plan.ts joins the query's words back).
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

/** Text about a product that its document does not spell out (see the header). */
export interface SearchableAttributes {
  /** The brand's name in the store view's language («Белая ночь»). */
  brand?: string;
  /** Labels of the product's searchable attribute values and their shopper word forms, in any order. */
  words?: readonly string[];
}

/**
 * Marks brand terms. «ъ» is a letter to FTS5's unicode61 tokenizer and to tokenize() (so a brand term is
 * one token), no analyzed Russian or English word holds it, and as the first letter it puts every brand
 * term in its own bucket of the typo vocabulary (fuzzy candidates share the first letter), so a typo in
 * an ordinary word never turns into a brand and a typo in a brand name only into another brand.
 */
export const BRAND_TERM_MARK = 'ъ';

/** The one index term of a brand name whose words analyze to `terms`: ['бел', 'ноч'] → «ъбелъноч». */
export function brandTerm(terms: readonly string[]): string {
  return BRAND_TERM_MARK + terms.join(BRAND_TERM_MARK);
}

/** Longest brand name, in words: query-plan.ts tries runs of at most this many query terms. */
export const MAX_BRAND_WORDS = 3;

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

/** `terms` with every run equal to `brand` replaced by the brand term. */
function joinBrand(terms: readonly string[], brand: readonly string[]): string[] {
  if (brand.length === 0) return [...terms];
  const out: string[] = [];
  for (let i = 0; i < terms.length; i++) {
    if (brand.every((term, j) => terms[i + j] === term)) {
      out.push(brandTerm(brand));
      i += brand.length - 1;
    } else out.push(terms[i] as string);
  }
  return out;
}

export function productTextRow(doc: Record<string, unknown>, searchable: SearchableAttributes = {}): ProductTextRow {
  const words = new Set<string>();
  const brand = analyzeTerms(searchable.brand ?? '')
    .map((t) => t.term)
    .slice(0, MAX_BRAND_WORDS);
  const column = (source: string) => {
    const terms = joinBrand(
      analyzeTerms(source).map((t) => t.term),
      brand,
    );
    for (const term of terms) if (!/\d/.test(term)) words.add(term);
    return terms.join(' ');
  };
  const categoryNames = records(doc.category).map((c) => text(c.name));
  const skus = [text(doc.sku), ...records(doc.configurable_children).map((child) => text(child.sku))]
    .map(skuKey)
    .filter((sku) => sku !== '');
  const description = [htmlToText(text(doc.description)), ...(searchable.words ?? [])].join('\n');
  return {
    description: column(description),
    name: column(text(doc.name)),
    sku: column(text(doc.sku)),
    category: column(categoryNames.join(' ')),
    skus: [...new Set(skus)],
    words,
  };
}
