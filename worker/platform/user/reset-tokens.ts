// Password reset tokens (contract U4, U5; DESIGN.md §5; ADR 035): 32 random bytes sent in the reset e-mail's
// link, kept in D1 only as their SHA-256, valid for one hour and for one use. A new request replaces the
// customer's earlier tokens, so only the newest e-mail's link works.
import { randomHex, sha256Hex } from '#shared/domain/hex.ts';

/** Reset link lifetime (issue 14: single-use, expiring; Magento's default is 1 h too). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const TOKEN_BYTES = 32;

const resetTokenHash = (token: string) => sha256Hex(`reset:${token}`);

/** A new reset token for the customer (earlier ones stop working). */
export async function issueResetToken(db: D1Database, customerId: number, now: number): Promise<string> {
  const token = randomHex(TOKEN_BYTES);
  await db.batch([
    db.prepare('DELETE FROM customer_reset_tokens WHERE customer_id = ?1').bind(customerId),
    db
      .prepare('INSERT INTO customer_reset_tokens (token_hash, customer_id, expires_at) VALUES (?1, ?2, ?3)')
      .bind(await resetTokenHash(token), customerId, now + RESET_TOKEN_LIFETIME_MS),
  ]);
  return token;
}

export type ResetTokenUse = 'ok' | 'expired' | 'mismatch';

/**
 * Uses the customer's reset token: 'ok' once (the same statement marks it used, so two concurrent uses
 * cannot both pass), 'expired' past its hour, 'mismatch' when it is unknown, used, or another customer's.
 */
export async function consumeResetToken(
  db: D1Database,
  customerId: number,
  token: string,
  now: number,
): Promise<ResetTokenUse> {
  const hash = await resetTokenHash(token);
  const used = await db
    .prepare(
      `UPDATE customer_reset_tokens SET used_at = ?3
       WHERE token_hash = ?1 AND customer_id = ?2 AND used_at IS NULL AND expires_at > ?3`,
    )
    .bind(hash, customerId, now)
    .run();
  if ((used.meta.changes ?? 0) > 0) return 'ok';
  const row = await db
    .prepare('SELECT used_at FROM customer_reset_tokens WHERE token_hash = ?1 AND customer_id = ?2')
    .bind(hash, customerId)
    .first<{ used_at: number | null }>();
  return row && row.used_at === null ? 'expired' : 'mismatch';
}
