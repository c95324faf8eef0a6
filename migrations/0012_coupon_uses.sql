-- Coupons a customer may use once (docs/decisions/058-abuse-limits.md): the demo's "first order" coupon
-- WELCOME5 works once per customer account and once per e-mail address. `coupon_uses` records each use with
-- the order that made it; its primary key lets two concurrent orders of one customer take the coupon only once
-- (the second order's batch fails on it and nothing of that order is stored).
ALTER TABLE coupons ADD COLUMN once_per_customer INTEGER NOT NULL DEFAULT 0;
UPDATE coupons SET once_per_customer = 1 WHERE code = 'WELCOME5';

CREATE TABLE coupon_uses (
  coupon_code     TEXT    NOT NULL COLLATE NOCASE,
  subject         TEXT    NOT NULL,  -- 'customer:<id>' or 'email:<SHA-256 of the lower-case address>'
  order_entity_id INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
  PRIMARY KEY (coupon_code, subject)
) WITHOUT ROWID;
