-- Cart totals, coupons, live stock and orders of the embedded platform (contract §1.1 C5-C12, O1, S1-S2;
-- issue 13; docs/decisions/030-cart-totals-shipping-payment-coupons.md, 031-orders-live-stock-idempotency.md).

-- What a guest cart chose at checkout (C8 shipping-information, C9 collect-totals, C10 apply-coupon).
ALTER TABLE carts ADD COLUMN coupon_code TEXT;          -- the applied coupon (as stored in coupons.code)
ALTER TABLE carts ADD COLUMN shipping_carrier_code TEXT; -- null: the default method
ALTER TABLE carts ADD COLUMN shipping_method_code TEXT;
ALTER TABLE carts ADD COLUMN country_id TEXT;           -- shipping country; null: the store view's tax country
ALTER TABLE carts ADD COLUMN payment_method TEXT;

-- Coupons (supplement §3: the newsletter coupon is 10 % off). A percent off the shelf prices of the lines
-- (tax included), never off shipping. Codes are matched case-insensitively, as Magento does.
CREATE TABLE coupons (
  code        TEXT    PRIMARY KEY COLLATE NOCASE,
  percent     REAL    NOT NULL CHECK (percent > 0 AND percent <= 100),
  active      INTEGER NOT NULL DEFAULT 1,
  expires_at  INTEGER,                       -- epoch ms; null: never
  description TEXT    NOT NULL
) WITHOUT ROWID;
INSERT INTO coupons (code, percent, active, expires_at, description) VALUES
  ('NEWSLETTER10', 10, 1, NULL, 'Newsletter subscription: 10 % off (supplement §3)'),
  ('WELCOME5', 5, 1, NULL, 'Demo: 5 % off a first order'),
  ('BEREG15', 15, 1, NULL, 'Demo: 15 % seasonal sale'),
  ('EXPIRED20', 20, 1, 0, 'Demo: an expired coupon (refused like an unknown code)'),
  ('DISABLED30', 30, 0, NULL, 'Demo: a disabled coupon (refused like an unknown code)');

-- Live stock: the quantities orders decrement. A row is created from the catalogue's stock the first time
-- a sku is read (INSERT OR IGNORE, worker/platform/stock/live-stock.ts) and deleted with the catalogue on a
-- re-seed. CHECK (qty >= 0) is the oversell guard: a decrement past 0 fails its statement, which rolls back
-- the whole order batch (D1 runs a batch as one transaction).
CREATE TABLE stock_items (
  sku          TEXT    PRIMARY KEY,
  product_id   INTEGER NOT NULL,
  qty          INTEGER NOT NULL CHECK (qty >= 0),
  manage_stock INTEGER NOT NULL,  -- 0: never decremented, always in stock (virtual / downloadable goods)
  in_stock     INTEGER NOT NULL   -- the catalogue's is_in_stock (a shop can switch a product off)
) WITHOUT ROWID;

-- Orders (contract §1.4). `order_key` is the client's order_id: the idempotency key (UNIQUE: a concurrent
-- duplicate fails its batch and reads the first). The human number is entity_id on 9 digits (Magento's
-- increment_id shape, "000000123").
CREATE TABLE orders (
  entity_id         INTEGER PRIMARY KEY AUTOINCREMENT,
  order_key         TEXT    NOT NULL UNIQUE,
  body_hash         TEXT    NOT NULL,  -- SHA-256 of the order body: a reused order_id with another body is a 409
  store             TEXT    NOT NULL,
  status            TEXT    NOT NULL DEFAULT 'pending',
  state             TEXT    NOT NULL DEFAULT 'new',
  customer_email    TEXT    NOT NULL,
  billing_address   TEXT    NOT NULL,  -- JSON as validated
  shipping_address  TEXT,              -- JSON; null for a virtual order
  shipping_method   TEXT,              -- 'flatrate_flatrate'; null for a virtual order
  payment_method    TEXT    NOT NULL,
  payment_additional TEXT,             -- JSON
  coupon_code       TEXT,
  totals            TEXT    NOT NULL,  -- JSON: the server's totals (contract §1.3 shape) at order time
  grand_total       REAL    NOT NULL,
  created_at        INTEGER NOT NULL,  -- epoch ms
  transfered_at     TEXT    NOT NULL   -- ISO time, answered as transferedAt
);

CREATE TABLE order_items (
  item_id            INTEGER PRIMARY KEY AUTOINCREMENT,
  order_entity_id    INTEGER NOT NULL REFERENCES orders (entity_id) ON DELETE CASCADE,
  sku                TEXT    NOT NULL,
  parent_sku         TEXT,
  name               TEXT    NOT NULL,
  product_type       TEXT    NOT NULL,
  qty_ordered        INTEGER NOT NULL,
  price              REAL    NOT NULL,  -- unit, excluding tax
  price_incl_tax     REAL    NOT NULL,
  row_total_incl_tax REAL    NOT NULL,
  tax_amount         REAL    NOT NULL,
  discount_amount    REAL    NOT NULL,
  product_option     TEXT               -- JSON as sent
);
CREATE INDEX order_items_by_order ON order_items (order_entity_id, item_id);
