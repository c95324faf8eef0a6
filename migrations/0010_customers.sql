-- Customer accounts of the embedded platform (contract §1.1 U1-U9, §1.2; spec §6; supplement §7; DESIGN.md §5;
-- issue 14; docs/decisions/035-accounts-tokens-and-mail.md). Nothing secret is stored in a usable form:
-- passwords as PBKDF2-SHA-256 with a per-customer salt, every token (access, refresh, reset) as its SHA-256.

-- Customers (Magento's customer entity, one website). E-mails are unique case-insensitively, as Magento's.
CREATE TABLE customers (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  email            TEXT    NOT NULL UNIQUE COLLATE NOCASE,
  firstname        TEXT    NOT NULL,
  lastname         TEXT    NOT NULL,
  password_hash    TEXT    NOT NULL,  -- 'pbkdf2-sha256$<iterations>$<salt hex>$<key hex>' (worker/platform/user/password.ts)
  store_id         INTEGER NOT NULL,  -- the store view the account was created in
  created_in       TEXT    NOT NULL,
  default_shipping INTEGER,           -- customer_addresses.id
  default_billing  INTEGER,
  created_at       INTEGER NOT NULL,  -- epoch ms
  updated_at       INTEGER NOT NULL
);

-- Addresses of a customer: the validated fields as JSON (shared/contract/user.ts customerAddressSchema).
CREATE TABLE customer_addresses (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  address     TEXT    NOT NULL
);
CREATE INDEX customer_addresses_by_customer ON customer_addresses (customer_id, id);

-- Access tokens (1 h): the SHA-256 of a random 32-byte token; `family_id` is the login they came from, so a
-- reused refresh token revokes the access tokens of its family too.
CREATE TABLE customer_access_tokens (
  token_hash  TEXT    PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  family_id   TEXT    NOT NULL,
  expires_at  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX customer_access_tokens_by_family ON customer_access_tokens (family_id);

-- Refresh tokens (30 days), rotating: a refresh marks its token used and issues the next one of the family;
-- a used or revoked token presented again revokes the whole family (reuse detection).
CREATE TABLE customer_refresh_tokens (
  token_hash  TEXT    PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  family_id   TEXT    NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER,               -- set when rotated
  revoked_at  INTEGER                -- set when its family was revoked
) WITHOUT ROWID;
CREATE INDEX customer_refresh_tokens_by_family ON customer_refresh_tokens (family_id);

-- Password reset tokens (1 h, single use).
CREATE TABLE customer_reset_tokens (
  token_hash  TEXT    PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
) WITHOUT ROWID;

-- Fixed-window counters of the rate limits (login failures per account and per client address, reset
-- e-mails, mail-service sends). `key` is '<limit>:<SHA-256 of the subject>': no e-mail or address in clear.
CREATE TABLE rate_limits (
  key          TEXT    PRIMARY KEY,
  window_start INTEGER NOT NULL,  -- epoch ms
  hits         INTEGER NOT NULL
) WITHOUT ROWID;

-- The mail outbox (spec §7 mail-service): every message the platform sends. Without a transport (local
-- `npm start`) the outbox is the delivery and `/dev/mail` shows it; with one, the body is cleared once sent.
CREATE TABLE mail_outbox (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  source_address TEXT    NOT NULL,
  target_address TEXT    NOT NULL,
  subject        TEXT    NOT NULL,
  text_body      TEXT,
  html_body      TEXT,
  status         TEXT    NOT NULL,  -- 'outbox' (kept for local reading) | 'sent' | 'failed'
  created_at     INTEGER NOT NULL
);

-- Orders placed with a customer token belong to that customer (U9 order history); guest orders keep NULL.
ALTER TABLE orders ADD COLUMN customer_id INTEGER;
CREATE INDEX orders_by_customer ON orders (customer_id, entity_id);

-- Customer carts (contract C1 with a token): one live cart per customer. `customer_cart_id` is the id the
-- customer's devices are given; unlike a guest cart id it is no credential on its own (every call on a
-- customer cart needs the owner's token), so it is kept to give every device of the customer the same cart.
ALTER TABLE carts ADD COLUMN customer_id INTEGER;
ALTER TABLE carts ADD COLUMN customer_cart_id TEXT;
CREATE UNIQUE INDEX carts_by_customer ON carts (customer_id) WHERE customer_id IS NOT NULL;
