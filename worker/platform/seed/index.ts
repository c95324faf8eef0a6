// Public surface of the demo catalogue generator (supplement §2).
export {
  generateCatalog,
  createCatalogContext,
  storeViewChunks,
  storeViewContent,
  type Catalog,
  type CatalogContext,
  type CatalogOptions,
  type SeedDocument,
} from './catalog';
export { seedStatements, seedInfoStatements, SEED_GENERATOR_VERSION, type SeedInfo } from './statements';
export { catalogLayout, PARENTS_PER_SCALE, FIXTURE_INDEX, productIdOf, type CatalogLayout } from './layout';
export { SHOP, SHOP_NAME, SHOP_SLUG, BRANDS } from './vocabulary/brands';
export { CMS_IDENTIFIERS, STATIC_PAGE_IDENTIFIERS } from './content';
export { ATTRIBUTE_IDS, ATTRIBUTE_CODES } from './attributes';
export { ROOT_CATEGORY_ID } from './categories';
export { SPECIAL_PRICE_WINDOWS } from './dates';
export { productImagePath } from './product-documents';
export { COLORS, COLOR_BY_CODE } from './vocabulary/options';
export { IMAGE_KINDS, type ImageKind } from './vocabulary/kinds';
export { slugify, transliterate } from './transliterate';
