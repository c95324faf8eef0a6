-- What kind of entry a tag row belongs to (ADR 059): `answer` (an API answer, rebuilt in a few milliseconds) or
-- `page` (a whole rendered page, 50-200 ms of rendering). When the tag index is over its row budget, answers are
-- evicted before pages, so a stream of cache-busting API requests cannot push the shop's cached pages out.
ALTER TABLE edge_cache_tags ADD COLUMN entry_kind TEXT NOT NULL DEFAULT 'answer';
