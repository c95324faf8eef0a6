-- Catalogue index on D1 (DESIGN.md §5): every entity of every store view is a JSON document as a
-- vue-storefront-api index would hold it, plus a facet table that makes any scalar field filterable,
-- sortable and aggregatable without scanning JSON.

CREATE TABLE documents (
  rid    INTEGER PRIMARY KEY,  -- internal row id, referenced by facets
  store  TEXT    NOT NULL,     -- store view code: 'ru' | 'en'
  entity TEXT    NOT NULL,     -- product, category, attribute, taxrule, review, cms_page, cms_block, ...
  id     INTEGER NOT NULL,     -- entity id as in the document
  doc    TEXT    NOT NULL,     -- the document (JSON), before server-side tax processing
  UNIQUE (store, entity, id)
);

-- One row per scalar leaf of a document (arrays flattened, nested objects as dot paths).
-- val is the value as a string (numbers '49', booleans 'true'); num is set for numeric values.
CREATE TABLE facets (
  rid  INTEGER NOT NULL,
  attr TEXT    NOT NULL,
  val  TEXT    NOT NULL,
  num  REAL,
  PRIMARY KEY (attr, val, rid)
) WITHOUT ROWID;
CREATE INDEX facets_by_doc ON facets (rid, attr, num);
CREATE INDEX facets_by_num ON facets (attr, num, rid);

-- Bookkeeping for the seed (which seed/scale produced the data, so a second start can reuse it).
CREATE TABLE seed_info (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
