-- Guest carts of the embedded platform (contract §1.1 C1-C4). The cart id a shopper holds (Magento's
-- masked quote id, 32 hex characters) is a bearer credential: only its SHA-256 is stored, so a read of
-- the database gives nobody a usable cart id. Carts expire (Magento's quote lifetime: 30 days).
CREATE TABLE carts (
  token_hash TEXT    PRIMARY KEY,  -- hex SHA-256 of the cart id
  store      TEXT    NOT NULL,     -- store view the cart was created in
  created_at INTEGER NOT NULL,     -- epoch ms
  expires_at INTEGER NOT NULL      -- epoch ms; renewed by every change
) WITHOUT ROWID;

CREATE TABLE cart_items (
  item_id        INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_hash      TEXT    NOT NULL REFERENCES carts (token_hash) ON DELETE CASCADE,
  sku            TEXT    NOT NULL,  -- the sku in the cart (a configurable's child sku)
  qty            INTEGER NOT NULL CHECK (qty > 0),
  name           TEXT    NOT NULL,
  price          REAL    NOT NULL,  -- unit price excluding tax, as Magento's quote item
  product_type   TEXT    NOT NULL,  -- 'configurable' for a configurable's child (contract §1.3)
  product_option TEXT,              -- JSON, as sent
  UNIQUE (cart_hash, sku)
);
CREATE INDEX cart_items_by_cart ON cart_items (cart_hash, item_id);
