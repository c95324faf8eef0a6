// Customers and their addresses in D1 (migrations/0010; contract U1, U7, U8, §1.2; ADR 035), answered in the
// shape of Magento's `/customers/me` (`id`, `group_id`, `created_at` as 'YYYY-MM-DD HH:MM:SS', addresses with
// `customer_id`, `default_shipping` as the address id string…).
import type { Customer, CustomerAddressInput } from '#shared/contract/user.ts';
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';

/** Magento's "General" customer group (tier prices are off, spec §6). */
export const GENERAL_GROUP_ID = 1;
/** One website (supplement §1). */
const WEBSITE_ID = 1;
/** Magento's name of a store view in `created_in`. */
const STORE_NAMES: Record<StoreCode, string> = { ru: 'Русский', en: 'English' };

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  store_id: number;
  created_in: string;
  default_shipping: number | null;
  default_billing: number | null;
  created_at: number;
  updated_at: number;
}

interface AddressRow {
  id: number;
  customer_id: number;
  address: string;
}

/** The stored fields of an address: what the schema kept, without ids and default flags. */
type StoredAddress = Omit<CustomerAddressInput, 'id' | 'customer_id' | 'default_shipping' | 'default_billing'>;

/** Magento's date-time format ('2018-02-28 12:05:39', UTC). */
export const magentoDate = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');

const COLUMNS =
  'id, email, firstname, lastname, password_hash, store_id, created_in, default_shipping, default_billing, created_at, updated_at';

export async function findCustomerByEmail(db: D1Database, email: string): Promise<CustomerRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customers WHERE email = ?1`).bind(email.trim()).first<CustomerRow>();
}

export async function findCustomerById(db: D1Database, id: number): Promise<CustomerRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customers WHERE id = ?1`).bind(id).first<CustomerRow>();
}

/** Is this D1 error the UNIQUE e-mail (an account with that e-mail exists)? */
export function isDuplicateEmail(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: customers\.email/i.test(error.message);
}

function storedAddress(address: CustomerAddressInput): string {
  const { id: _id, customer_id: _customer, default_shipping: _ship, default_billing: _bill, ...fields } = address;
  return JSON.stringify(fields satisfies StoredAddress);
}

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
  store: StoreCode;
  addresses: readonly CustomerAddressInput[];
  now: number;
}

/** Creates the account; throws the D1 UNIQUE error of a taken e-mail (isDuplicateEmail). */
export async function insertCustomer(db: D1Database, customer: NewCustomer): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO customers (email, firstname, lastname, password_hash, store_id, created_in, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7) RETURNING id`,
    )
    .bind(
      customer.email,
      customer.firstname,
      customer.lastname,
      customer.passwordHash,
      STORE_VIEWS[customer.store].storeId,
      STORE_NAMES[customer.store],
      customer.now,
    )
    .first<{ id: number }>();
  if (!row) throw new Error('a customer just inserted returned no row');
  if (customer.addresses.length > 0) await replaceAddresses(db, row.id, customer.addresses, customer.now);
  return row.id;
}

export async function setPasswordHash(db: D1Database, id: number, passwordHash: string, now: number): Promise<void> {
  await db
    .prepare('UPDATE customers SET password_hash = ?2, updated_at = ?3 WHERE id = ?1')
    .bind(id, passwordHash, now)
    .run();
}

/** The ids of the customer's addresses. */
export async function addressIds(db: D1Database, customerId: number): Promise<Set<number>> {
  const { results } = await db
    .prepare('SELECT id FROM customer_addresses WHERE customer_id = ?1')
    .bind(customerId)
    .all<{ id: number }>();
  return new Set(results.map((row) => row.id));
}

/**
 * Replaces the customer's addresses with these (Magento's PUT /customers/me): an address with an id of this
 * customer is updated in place, one without an id is added, the customer's others are removed; the default
 * shipping and billing ids follow the `default_*` flags. Ownership of the ids is checked by the caller
 * (every id here must be the customer's). One batch: all of it or nothing.
 */
export async function replaceAddresses(
  db: D1Database,
  customerId: number,
  addresses: readonly CustomerAddressInput[],
  now: number,
): Promise<void> {
  const kept = addresses.flatMap((address) => (address.id ? [address.id] : []));
  const statements: D1PreparedStatement[] = [
    db
      .prepare(`DELETE FROM customer_addresses WHERE customer_id = ?1 AND id NOT IN (SELECT value FROM json_each(?2))`)
      .bind(customerId, JSON.stringify(kept)),
  ];
  for (const address of addresses) {
    statements.push(
      address.id
        ? db
            .prepare('UPDATE customer_addresses SET address = ?3 WHERE id = ?1 AND customer_id = ?2 RETURNING id')
            .bind(address.id, customerId, storedAddress(address))
        : db
            .prepare('INSERT INTO customer_addresses (customer_id, address) VALUES (?1, ?2) RETURNING id')
            .bind(customerId, storedAddress(address)),
    );
  }
  const results = await db.batch<{ id: number }>(statements);
  const ids = results.slice(1).map((result) => result.results[0]?.id ?? null);
  const defaultOf = (flag: 'default_shipping' | 'default_billing') => {
    const index = addresses.findIndex((address) => address[flag]);
    // No flag: the first address is the default, as Magento's checkout makes the first one.
    return (index >= 0 ? ids[index] : ids[0]) ?? null;
  };
  await db
    .prepare('UPDATE customers SET default_shipping = ?2, default_billing = ?3, updated_at = ?4 WHERE id = ?1')
    .bind(customerId, defaultOf('default_shipping'), defaultOf('default_billing'), now)
    .run();
}

/** Name and e-mail changes (spec §5); throws the D1 UNIQUE error of an e-mail another account has. */
export async function updateCustomerFields(
  db: D1Database,
  customerId: number,
  fields: { email?: string; firstname?: string; lastname?: string },
  now: number,
): Promise<void> {
  await db
    .prepare(
      `UPDATE customers SET email = COALESCE(?2, email), firstname = COALESCE(?3, firstname),
         lastname = COALESCE(?4, lastname), updated_at = ?5 WHERE id = ?1`,
    )
    .bind(customerId, fields.email ?? null, fields.firstname ?? null, fields.lastname ?? null, now)
    .run();
}

/** The customer as the contract answers it (U1, U7, U8). */
export async function customerAnswer(db: D1Database, customer: CustomerRow): Promise<Customer> {
  const { results } = await db
    .prepare('SELECT id, customer_id, address FROM customer_addresses WHERE customer_id = ?1 ORDER BY id')
    .bind(customer.id)
    .all<AddressRow>();
  return {
    id: customer.id,
    group_id: GENERAL_GROUP_ID,
    ...(customer.default_shipping !== null ? { default_shipping: String(customer.default_shipping) } : {}),
    ...(customer.default_billing !== null ? { default_billing: String(customer.default_billing) } : {}),
    created_at: magentoDate(customer.created_at),
    updated_at: magentoDate(customer.updated_at),
    created_in: customer.created_in,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    store_id: customer.store_id,
    website_id: WEBSITE_ID,
    addresses: results.map((row) => ({
      ...(JSON.parse(row.address) as StoredAddress),
      id: row.id,
      customer_id: row.customer_id,
      ...(row.id === customer.default_shipping ? { default_shipping: true } : {}),
      ...(row.id === customer.default_billing ? { default_billing: true } : {}),
    })),
    disable_auto_group_change: 0,
  };
}
