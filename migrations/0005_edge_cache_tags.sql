-- Edge cache tag index (ADR 012): which Cache API entries carry which tag (`P{id}` product,
-- `C{id}` category), so `/api/invalidate?tag=…` deletes exactly those entries without a scan.
-- Written off the hit path (in ctx.waitUntil after a cache put); a purge reads the keys of its tags,
-- deletes the entries from the cache and then every row of those keys.
CREATE TABLE edge_cache_tags (
  tag       TEXT NOT NULL,
  cache_key TEXT NOT NULL,
  PRIMARY KEY (tag, cache_key)
) WITHOUT ROWID;
CREATE INDEX edge_cache_tags_by_key ON edge_cache_tags (cache_key);
