-- Catalogue version for per-isolate caches of the catalogue (ADR 009: the in-memory listing index).
-- One row; every row written to or removed from `documents` or `facets` bumps `version`, so a cache
-- built at version v is current exactly while the row still says v. SQLite has no statement-level
-- triggers, so the bump runs per row: measured +0.55 µs per inserted row (sqlite3, 1x facets copy,
-- 419k rows: 0.22 s → 0.45 s into a plain table), a few seconds on a 10x seed.
-- `token` is random per database: two fresh databases (test files, a reset state) both start at
-- version 0, and a cache must never mistake one for the other.
CREATE TABLE catalog_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  token   TEXT    NOT NULL
);
INSERT INTO catalog_version (id, version, token) VALUES (1, 0, lower(hex(randomblob(8))));

CREATE TRIGGER catalog_version_document_insert AFTER INSERT ON documents
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_document_update AFTER UPDATE ON documents
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_document_delete AFTER DELETE ON documents
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;

-- Facets too: writers insert a document and its facet rows in separate statements (storage/sql.ts),
-- so an index built between the two would otherwise miss the facet rows for good.
CREATE TRIGGER catalog_version_facet_insert AFTER INSERT ON facets
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_facet_update AFTER UPDATE ON facets
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_facet_delete AFTER DELETE ON facets
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
