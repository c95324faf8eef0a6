-- Tag rows expire with their cache entries (ADR 016, issue 8 finding 5): before this, every stored MISS
-- left up to 200 rows that only a purge removed. `expires_at` (ms since the epoch) is the entry's
-- Cache-Control lifetime; each store sweeps a bounded number of expired rows. Rows written before this
-- migration get 0, so the first sweeps remove them.
ALTER TABLE edge_cache_tags ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX edge_cache_tags_by_expiry ON edge_cache_tags (expires_at);
