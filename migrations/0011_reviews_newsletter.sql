-- Reviews waiting for moderation and newsletter subscribers of the embedded platform (contract §1.1 R1,
-- N1-N3; spec §4 "Newsletter", §7; issue 14; docs/decisions/036-reviews-and-newsletter.md).

-- Every review sent through POST /api/review/create. A review is pending (status 2) until a moderator
-- approves it (1) or refuses it (3). Only an approved review has a catalogue document (entity 'review' in
-- `documents`, migrations/0001), which is what the product page lists; this table is the moderation queue
-- and the record of what was sent. Ids start above REVIEW_ID_BASE (worker/platform/review/review-store.ts),
-- far past the seeded reviews' ids, so a review keeps one id in this table and in the catalogue.
CREATE TABLE reviews (
  id           INTEGER PRIMARY KEY,
  store        TEXT    NOT NULL,                 -- store view code ('ru' | 'en'): the listing it joins
  product_id   INTEGER NOT NULL,
  title        TEXT    NOT NULL,
  detail       TEXT    NOT NULL,
  nickname     TEXT    NOT NULL,
  customer_id  INTEGER,                          -- as sent; never copied into the public document
  status       INTEGER NOT NULL DEFAULT 2 CHECK (status IN (1, 2, 3)),
  created_at   TEXT    NOT NULL,                 -- 'YYYY-MM-DD HH:mm:ss' UTC, the catalogue's format
  moderated_at INTEGER                           -- epoch ms of the last approval or refusal
);
CREATE INDEX reviews_by_status ON reviews (status, id);

-- Newsletter subscribers: one row per mailbox (e-mail trimmed and lower-cased). Subscribed while
-- unsubscribed_at is null; a new subscription clears it (and restarts subscribed_at), an unsubscription sets
-- it. A mailbox that was never subscribed has no row.
CREATE TABLE newsletter_subscribers (
  email           TEXT    PRIMARY KEY,
  store           TEXT    NOT NULL,              -- store view of the last subscription (the mail's language)
  subscribed_at   INTEGER NOT NULL,              -- epoch ms
  unsubscribed_at INTEGER                        -- epoch ms; null: subscribed
) WITHOUT ROWID;
