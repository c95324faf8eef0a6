// Russian and English text analysis for the catalogue search (supplement §4). Pure TypeScript without
// Workers, Node or DOM APIs: the worker indexes and queries with it, the browser can too (offline).
export { foldText, hasCyrillic, hasLatin } from './fold';
export { tokenize } from './tokenize';
export { stemRussian } from './russian-stemmer';
export { stemEnglish } from './english-stemmer';
export {
  analyzeTerms,
  analyzeToIndexText,
  russianTerm,
  stemToken,
  MIN_TERM_LENGTH,
  type AnalyzedTerm,
} from './analyze';
export { STOPWORDS } from './stopwords';
export { cyrillicLayoutToLatin, latinLayoutToCyrillic } from './keyboard-layout';
export { latinToCyrillic } from './transliteration';
export { allowedEdits, damerauLevenshtein, MAX_FUZZINESS } from './edit-distance';
export { fuzzyCandidates, MAX_EXPANSIONS, Vocabulary, type FuzzyCandidate, type VocabularyEntry } from './fuzzy';
export { queryVariants, skuVariants, type QueryLanguage, type QueryVariant, type VariantKind } from './query-variants';
