-- Fast catalogue listings (docs/decisions/008-catalogue-query-performance.md).
--
-- 1. documents_by_scope: the store view / entity check and the document id of a candidate row come
--    from this small covering index instead of the wide `documents` rows (one JSON document each), and
--    min/max(rid) of a scope bound the driving facet scan to that store view.
CREATE INDEX documents_by_scope ON documents (store, entity, rid, id);

-- 2. doc_values: the facet rows of the attributes listings filter, sort and aggregate on
--    (worker/platform/storage/doc-values.ts DOC_VALUE_ATTRIBUTES — keep both lists equal), clustered by
--    document: one document's values sit together on one or two small pages. Same columns as facets.
CREATE TABLE doc_values (
  rid  INTEGER NOT NULL,
  attr TEXT    NOT NULL,
  val  TEXT    NOT NULL,
  num  REAL,
  PRIMARY KEY (rid, attr, val)
) WITHOUT ROWID;

INSERT INTO doc_values (rid, attr, val, num)
SELECT rid, attr, val, num FROM facets
WHERE attr IN ('visibility', 'status', 'type_id', 'price', 'final_price', 'special_price', 'new', 'sale', 'stock.is_in_stock', 'style', 'style_options', 'brand', 'brand_options', 'size', 'size_options', 'color', 'color_options', 'material', 'material_options', 'season', 'season_options', 'gender', 'gender_options', 'age', 'age_options');

-- Kept in step with facets by triggers, so every writer (seed, fixtures, future indexers) fills it
-- without knowing about it.
CREATE TRIGGER doc_values_from_facets AFTER INSERT ON facets
WHEN new.attr IN ('visibility', 'status', 'type_id', 'price', 'final_price', 'special_price', 'new', 'sale', 'stock.is_in_stock', 'style', 'style_options', 'brand', 'brand_options', 'size', 'size_options', 'color', 'color_options', 'material', 'material_options', 'season', 'season_options', 'gender', 'gender_options', 'age', 'age_options')
BEGIN
  INSERT OR REPLACE INTO doc_values (rid, attr, val, num) VALUES (new.rid, new.attr, new.val, new.num);
END;

CREATE TRIGGER doc_values_forget_facet AFTER DELETE ON facets
WHEN old.attr IN ('visibility', 'status', 'type_id', 'price', 'final_price', 'special_price', 'new', 'sale', 'stock.is_in_stock', 'style', 'style_options', 'brand', 'brand_options', 'size', 'size_options', 'color', 'color_options', 'material', 'material_options', 'season', 'season_options', 'gender', 'gender_options', 'age', 'age_options')
BEGIN
  DELETE FROM doc_values WHERE rid = old.rid AND attr = old.attr AND val = old.val;
END;
