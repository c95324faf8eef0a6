// Customer access and refresh tokens (contract U2, U3, §0.2; supplement §7 "the refresh token is an opaque
// random token"; DESIGN.md §5; ADR 035). Both are 32 random bytes (64 hex characters) of which D1 keeps only
// the SHA-256. A login starts a family: one access token (1 h) and one refresh token (30 days). A refresh
// marks its token used and issues the next pair of the same family; a used, revoked or unknown refresh token
// is refused, and a used or revoked one presented again revokes its whole family (reuse detection: a stolen
// refresh token works once at most, and its use logs the thief and the owner out together).
import { randomHex, sha256Hex } from '#shared/domain/hex.ts';

/** Access token lifetime (issue 14: 1 h). */
export const ACCESS_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Refresh token lifetime (30 days, the guest cart's lifetime too). */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;
/** Expired tokens deleted per login (bounded, so a login never does unbounded work). */
const CLEANUP_BATCH = 100;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const accessTokenHash = (token: string) => sha256Hex(`access:${token}`);
const refreshTokenHash = (token: string) => sha256Hex(`refresh:${token}`);

async function insertPair(db: D1Database, customerId: number, familyId: string, now: number): Promise<TokenPair> {
  const pair = { accessToken: randomHex(TOKEN_BYTES), refreshToken: randomHex(TOKEN_BYTES) };
  await db.batch([
    db
      .prepare(
        'INSERT INTO customer_access_tokens (token_hash, customer_id, family_id, expires_at) VALUES (?1, ?2, ?3, ?4)',
      )
      .bind(await accessTokenHash(pair.accessToken), customerId, familyId, now + ACCESS_TOKEN_LIFETIME_MS),
    db
      .prepare(
        'INSERT INTO customer_refresh_tokens (token_hash, customer_id, family_id, expires_at) VALUES (?1, ?2, ?3, ?4)',
      )
      .bind(await refreshTokenHash(pair.refreshToken), customerId, familyId, now + REFRESH_TOKEN_LIFETIME_MS),
  ]);
  return pair;
}

/** A login: a new family with its first access and refresh token (and some expired tokens swept away). */
export async function startSession(db: D1Database, customerId: number, now: number): Promise<TokenPair> {
  await db.batch([
    db
      .prepare(
        `DELETE FROM customer_access_tokens WHERE token_hash IN
           (SELECT token_hash FROM customer_access_tokens WHERE expires_at < ?1 LIMIT ${CLEANUP_BATCH})`,
      )
      .bind(now),
    db
      .prepare(
        `DELETE FROM customer_refresh_tokens WHERE token_hash IN
           (SELECT token_hash FROM customer_refresh_tokens WHERE expires_at < ?1 LIMIT ${CLEANUP_BATCH})`,
      )
      .bind(now),
  ]);
  return insertPair(db, customerId, randomHex(TOKEN_BYTES / 2), now);
}

/** The customer a live access token belongs to, or null (unknown, expired, revoked). */
export async function customerIdOfToken(db: D1Database, token: string, now: number): Promise<number | null> {
  const row = await db
    .prepare('SELECT customer_id FROM customer_access_tokens WHERE token_hash = ?1 AND expires_at > ?2')
    .bind(await accessTokenHash(token), now)
    .first<{ customer_id: number }>();
  return row?.customer_id ?? null;
}

/** Revokes a family: its refresh tokens can no longer refresh, its access tokens stop working at once. */
async function revokeFamily(db: D1Database, familyId: string, now: number): Promise<void> {
  await db.batch([
    db
      .prepare('UPDATE customer_refresh_tokens SET revoked_at = ?2 WHERE family_id = ?1 AND revoked_at IS NULL')
      .bind(familyId, now),
    db.prepare('DELETE FROM customer_access_tokens WHERE family_id = ?1').bind(familyId),
  ]);
}

/** Every session of a customer ends (a password was changed or reset). */
export async function revokeAllSessions(db: D1Database, customerId: number, now: number): Promise<void> {
  await db.batch([
    db
      .prepare('UPDATE customer_refresh_tokens SET revoked_at = ?2 WHERE customer_id = ?1 AND revoked_at IS NULL')
      .bind(customerId, now),
    db.prepare('DELETE FROM customer_access_tokens WHERE customer_id = ?1').bind(customerId),
  ]);
}

interface RefreshRow {
  customer_id: number;
  family_id: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

/** U3: the next pair of the refresh token's family, or null when it must be refused. */
export async function rotateRefreshToken(db: D1Database, refreshToken: string, now: number): Promise<TokenPair | null> {
  const hash = await refreshTokenHash(refreshToken);
  const row = await db
    .prepare(
      'SELECT customer_id, family_id, expires_at, used_at, revoked_at FROM customer_refresh_tokens WHERE token_hash = ?1',
    )
    .bind(hash)
    .first<RefreshRow>();
  if (!row) return null;
  if (row.used_at !== null || row.revoked_at !== null) {
    await revokeFamily(db, row.family_id, now);
    return null;
  }
  if (row.expires_at <= now) return null;
  // Claim the token; of two concurrent refreshes with it only one changes the row, the other is a reuse.
  const claimed = await db
    .prepare(
      'UPDATE customer_refresh_tokens SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND revoked_at IS NULL',
    )
    .bind(hash, now)
    .run();
  if ((claimed.meta.changes ?? 0) === 0) {
    await revokeFamily(db, row.family_id, now);
    return null;
  }
  return insertPair(db, row.customer_id, row.family_id, now);
}
