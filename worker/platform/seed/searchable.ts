// What text search needs to know of a product beyond its document (issue 10 "Search quality"): the
// words of its searchable attribute values and its brand's name, handed to the text index next to the
// document (catalog/text-search product-text.ts says how they are indexed). The document stores option
// ids; their labels are the attribute documents', resolved here from the same vocabulary, as Magento's
// fulltext indexer resolves the labels of attributes marked "use in search".
import type { StoreCode } from '#shared/config/store-views.ts';
import type { SearchableAttributes } from '#worker/platform/catalog/text-search/product-text.ts';
import { optionSearchWords } from './attributes';
import type { ProductPlan } from './product-plan';
import { KINDS } from './vocabulary/kinds';

/**
 * Colours a shopper finds the product by: its own (a simple product) or those of its in-stock children (a
 * configurable sold out in black is not what «чёрные кроссовки» asks for).
 */
function searchableColors(plan: ProductPlan): string[] {
  if (plan.type !== 'configurable') return plan.type === 'simple' && plan.colors[0] ? [plan.colors[0].code] : [];
  return [...new Set(plan.children.filter((child) => child.qty > 0).map((child) => child.color.code))];
}

/**
 * The searchable words of one product in a store view: its brand (the name, also as a word: a look or a
 * set of the brand does not say it anywhere else); and for clothes and shoes what it is (its kind, the
 * noun of its name, as a shop's «Тип товара»), colours, materials, season, style, gender and age with
 * their shopper forms. Gift cards, guides, looks and sets have none of these (product-documents.ts
 * descriptiveAttributes).
 *
 * The kind is what keeps a product that IS a jacket above one that only mentions jackets: the short texts
 * of a care guide «…за пуховыми куртками» or a set «Комплект …: сумка и шарф» otherwise win bm25's length
 * normalisation against the longer texts of real jackets and bags (bench/README.md, issue 10 table).
 */
export function searchableAttributes(plan: ProductPlan, store: StoreCode): SearchableAttributes {
  const brand = plan.brand?.name[store];
  const attributes = plan.kind
    ? [
        KINDS[plan.kind].noun[store],
        ...searchableColors(plan).flatMap((code) => optionSearchWords('color', code, store)),
        ...plan.materials.flatMap((code) => optionSearchWords('material', code, store)),
        ...optionSearchWords('season', plan.season, store),
        ...optionSearchWords('style', plan.style, store),
        ...optionSearchWords('gender', plan.audience.gender, store),
        ...optionSearchWords('age', plan.audience.age, store),
      ]
    : [];
  const words = brand ? [brand, ...attributes] : attributes;
  return { ...(brand ? { brand } : {}), ...(words.length > 0 ? { words } : {}) };
}
