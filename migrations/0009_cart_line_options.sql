-- Cart line identity (issue 13; docs/decisions/030-cart-totals-shipping-payment-coupons.md). Its own migration
-- so that local states which applied 0008 before this was written get it too.
-- Line identity (ADR 030): a line is its sku plus its custom option values and bundle choices, so two lines of
-- one sku with different options (a gift box, a monogram) no longer collide on UNIQUE (cart_hash, sku).
-- `options_key` is '' for a line without such options (every line stored before this migration).
CREATE TABLE cart_items_keyed (
  item_id        INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_hash      TEXT    NOT NULL REFERENCES carts (token_hash) ON DELETE CASCADE,
  sku            TEXT    NOT NULL,
  options_key    TEXT    NOT NULL DEFAULT '',  -- worker/platform/cart/line-key.ts
  qty            INTEGER NOT NULL CHECK (qty > 0),
  name           TEXT    NOT NULL,
  price          REAL    NOT NULL,
  product_type   TEXT    NOT NULL,
  product_option TEXT,
  UNIQUE (cart_hash, sku, options_key)
);
INSERT INTO cart_items_keyed (item_id, cart_hash, sku, qty, name, price, product_type, product_option)
  SELECT item_id, cart_hash, sku, qty, name, price, product_type, product_option FROM cart_items;
DROP TABLE cart_items;
ALTER TABLE cart_items_keyed RENAME TO cart_items;
CREATE INDEX cart_items_by_cart ON cart_items (cart_hash, item_id);
