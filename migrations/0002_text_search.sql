-- Text search (issue 3, supplement §4, ADR 006). One FTS5 table per store view: each view's text is in
-- its own language, so term statistics (bm25 idf) stay per language and a query never scans the other
-- view. rowid = documents.rid. Columns hold ANALYZED text: folded (lower case, ё → е), stemmed terms
-- separated by spaces (shared/domain/search-text analyzeToIndexText), so the tokenizer only splits on
-- spaces; remove_diacritics 0 keeps й distinct from и. (detail=column was measured 2x slower for the
-- bm25-ranked queries at 10x, so positions stay.) Column order matters: bm25 weights are passed positionally as description 8, name 4, sku 2,
-- category 1 (spec §9).
CREATE VIRTUAL TABLE product_text_ru USING fts5(
  description, name, sku, category,
  tokenize = 'unicode61 remove_diacritics 0'
);
CREATE VIRTUAL TABLE product_text_en USING fts5(
  description, name, sku, category,
  tokenize = 'unicode61 remove_diacritics 0'
);

-- Vocabulary for typo tolerance (fuzziness 2): every analyzed word term without digits, with the
-- number of documents holding it. Loaded into memory once per isolate and searched by edit distance.
CREATE TABLE text_terms (
  store TEXT    NOT NULL,
  term  TEXT    NOT NULL,
  docs  INTEGER NOT NULL,
  PRIMARY KEY (store, term)
) WITHOUT ROWID;

-- Exact SKU lookup, parent and configurable children (supplement §4: an exact SKU finds its product
-- first). sku is lower-cased for case-insensitive equality; rid is the parent's row.
CREATE TABLE product_skus (
  store TEXT    NOT NULL,
  sku   TEXT    NOT NULL,
  rid   INTEGER NOT NULL,
  PRIMARY KEY (store, sku, rid)
) WITHOUT ROWID;
