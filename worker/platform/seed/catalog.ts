// The demo catalogue generator (supplement §2). Pure TypeScript without Node or DOM APIs, so it runs
// in node (the seed CLI) and in workerd (integration tests). The same seed and scale always give the
// same documents in the same order.
//
// Big catalogues (scale 10 / 50) are produced chunk by chunk per store view with
// `storeViewChunks`, so memory stays flat; `generateCatalog` collects everything for small scales.
import type { EntityType } from '#shared/contract/entities.ts';
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import type { SearchableAttributes } from '#worker/platform/catalog/text-search/product-text.ts';
import { attributeDocuments } from './attributes';
import { buildCategoryTree, categoryDocuments, type CategoryTree } from './categories';
import { cmsBlockDocuments, cmsPageDocuments } from './content';
import { catalogLayout, type CatalogLayout } from './layout';
import {
  bannerDocuments,
  brandDocuments,
  brandShowcases,
  metaCategoryDocuments,
  metaProductDocuments,
  sliderDocuments,
  taxRuleDocuments,
} from './marketing';
import { regionDocuments, storeDocuments } from './places';
import { productCategories, productDocument } from './product-documents';
import { productName } from './product-names';
import { planProduct } from './product-plan';
import { reviewDocuments } from './reviews';
import { searchableAttributes } from './searchable';

export interface CatalogOptions {
  seed?: number;
  /** 1 = 2,000 parents per store view; fractional for fast tests, 10 / 50 for benchmarks. */
  scale?: number;
}

export interface SeedDocument {
  store: StoreCode;
  entity: EntityType;
  doc: Record<string, unknown>;
  /**
   * Products only: attribute words and brand name for the text index (searchable.ts, issue 10). Not part
   * of the stored document; textIndexStatements reads it from the same object.
   */
  searchable?: SearchableAttributes;
}

export interface Catalog {
  seed: number;
  scale: number;
  layout: CatalogLayout;
  documents: SeedDocument[];
}

/** What both store views share; build it once and pass it to `storeViewChunks` for each view. */
export interface CatalogContext {
  layout: CatalogLayout;
  tree: CategoryTree;
  /** product_count per category id: enabled products visible in the catalogue (visibility 2 or 4). */
  productCounts: Map<number, number>;
  brandShowcases: Map<string, string[]>;
  /**
   * Name ordinal of the products whose plain name an earlier product already has (product index → 2, 3,
   * …; productName): no two products share a name (issue 10). Missing = 1, the plain name.
   */
  nameOrdinals: ReadonlyMap<number, number>;
}

export function createCatalogContext({ seed = 1, scale = 1 }: CatalogOptions = {}): CatalogContext {
  const layout = catalogLayout(seed, scale);
  const tree = buildCategoryTree();
  const productCounts = new Map<number, number>();
  // Plain names are counted in the ru view: product names are built the same way in both views, so
  // a name repeated in one is repeated in the other (tests/worker/platform/seed checks both).
  const nameCounts = new Map<string, number>();
  const nameOrdinals = new Map<number, number>();
  for (let index = 0; index < layout.total; index++) {
    const plan = planProduct(layout, index);
    const name = productName(plan, 'ru');
    const ordinal = (nameCounts.get(name) ?? 0) + 1;
    nameCounts.set(name, ordinal);
    if (ordinal > 1) nameOrdinals.set(index, ordinal);
    if (plan.status !== 1 || (plan.visibility !== 2 && plan.visibility !== 4)) continue;
    for (const node of productCategories(plan, tree)) productCounts.set(node.id, (productCounts.get(node.id) ?? 0) + 1);
  }
  return { layout, tree, productCounts, brandShowcases: brandShowcases(layout), nameOrdinals };
}

/** Everything of a store view that is not a product or a review (small: one chunk). */
export function storeViewContent(store: StoreCode, context: CatalogContext): SeedDocument[] {
  const { tree, layout } = context;
  const of = (entity: EntityType, docs: Record<string, unknown>[]): SeedDocument[] =>
    docs.map((doc) => ({ store, entity, doc }));
  return [
    ...of('attribute', attributeDocuments(store)),
    ...of('category', categoryDocuments(tree, store, context.productCounts)),
    ...of('taxrule', taxRuleDocuments(store)),
    ...of('brand', brandDocuments(store, tree, context.brandShowcases)),
    ...of('cms_page', cmsPageDocuments(store)),
    ...of('cms_block', cmsBlockDocuments(store)),
    ...of('store', storeDocuments(store)),
    ...of('region', regionDocuments(store)),
    ...of('banner', bannerDocuments(store, tree)),
    ...of('slider', sliderDocuments(store, tree)),
    ...of('meta_category', metaCategoryDocuments(store, tree)),
    ...of('meta_product', metaProductDocuments(store, layout, context.nameOrdinals)),
  ];
}

/**
 * All documents of one store view in chunks of at most `chunkSize` products: first the content
 * chunk, then products in id order, then reviews. The concatenation never depends on `chunkSize`.
 */
export function* storeViewChunks(
  store: StoreCode,
  context: CatalogContext,
  chunkSize = 500,
): Generator<SeedDocument[]> {
  const { layout, tree } = context;
  const storeId = STORE_VIEWS[store].storeId;
  yield storeViewContent(store, context);
  const reviews: SeedDocument[] = [];
  let chunk: SeedDocument[] = [];
  for (let index = 0; index < layout.total; index++) {
    const plan = planProduct(layout, index);
    chunk.push({
      store,
      entity: 'product',
      doc: productDocument(plan, store, tree, layout, context.nameOrdinals.get(index)),
      searchable: searchableAttributes(plan, store),
    });
    for (const doc of reviewDocuments(layout.seed, plan, store, storeId))
      reviews.push({ store, entity: 'review', doc });
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
  for (let start = 0; start < reviews.length; start += chunkSize) yield reviews.slice(start, start + chunkSize);
}

/** Both store views (ru, then en) in one list; for small and medium scales. */
export function generateCatalog(options: CatalogOptions = {}): Catalog {
  const context = createCatalogContext(options);
  const documents: SeedDocument[] = [];
  for (const store of STORE_CODES) {
    for (const chunk of storeViewChunks(store, context)) documents.push(...chunk);
  }
  return { seed: context.layout.seed, scale: context.layout.scale, layout: context.layout, documents };
}
