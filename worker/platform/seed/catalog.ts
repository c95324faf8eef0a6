// The demo catalogue generator (supplement §2). Pure TypeScript without Node or DOM APIs, so it runs
// in node (the seed CLI) and in workerd (integration tests). The same seed and scale always give the
// same documents in the same order.
//
// Big catalogues (scale 10 / 50) are produced chunk by chunk per store view with
// `storeViewChunks`, so memory stays flat; `generateCatalog` collects everything for small scales.
import type { EntityType } from '#shared/contract/entities.ts';
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
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
import { planProduct } from './product-plan';
import { reviewDocuments } from './reviews';

export interface CatalogOptions {
  seed?: number;
  /** 1 = 2,000 parents per store view; fractional for fast tests, 10 / 50 for benchmarks. */
  scale?: number;
}

export interface SeedDocument {
  store: StoreCode;
  entity: EntityType;
  doc: Record<string, unknown>;
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
}

export function createCatalogContext({ seed = 1, scale = 1 }: CatalogOptions = {}): CatalogContext {
  const layout = catalogLayout(seed, scale);
  const tree = buildCategoryTree();
  const productCounts = new Map<number, number>();
  for (let index = 0; index < layout.total; index++) {
    const plan = planProduct(layout, index);
    if (plan.status !== 1 || (plan.visibility !== 2 && plan.visibility !== 4)) continue;
    for (const node of productCategories(plan, tree)) productCounts.set(node.id, (productCounts.get(node.id) ?? 0) + 1);
  }
  return { layout, tree, productCounts, brandShowcases: brandShowcases(layout) };
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
    ...of('meta_product', metaProductDocuments(store, layout)),
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
    chunk.push({ store, entity: 'product', doc: productDocument(plan, store, tree, layout) });
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
