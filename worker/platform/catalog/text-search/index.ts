// Russian full-text product search on D1 FTS5 (issue 3, supplement §4, ADR 006).
export { textIndexStatements, type TextIndexDocument } from './index-statements';
export { brandTerm, type SearchableAttributes } from './product-text';
export {
  findTextMatches,
  DEFAULT_TEXT_MATCH_LIMIT,
  MIN_SCORE,
  SKU_MATCH_SCORE,
  type TextMatch,
  type TextMatchOptions,
  type TextMatchResult,
} from './find-text-matches';
export { findTextMatchesInAnyView } from './other-views';
export { CLEAR_TEXT_INDEX_SQL, COLUMN_WEIGHTS, TEXT_TABLES } from './schema';
export { forgetTextVocabulary, VOCABULARY_TTL_MS } from './vocabulary';
