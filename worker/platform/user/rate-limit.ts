// Fixed-window rate limits in D1 (ADR 035, ADR 016): a counter per (limit, subject) that restarts when its
// window is over. The subject (an e-mail, a client address) is stored hashed. Used for sign-in attempts,
// registrations, reset e-mails and the mail-service's sends. A fixed window lets a burst of twice the limit
// through at a window's edge; for slowing guessing down that is enough, and it costs one row and one statement.
// `takeHits` counts first and decides on the count the same statement returns, so a burst of concurrent
// requests cannot all pass a check made before any of them was counted (20 wrong passwords at once: at most 10
// reach the password hash).
import type { Context } from 'hono';
import { sha256Hex } from '#shared/domain/hex.ts';

export interface RateLimit {
  /** Part of the counter's key: one counter per limit and subject. */
  name: string;
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

/** Rows whose window ended this long ago are swept (longer than any window). */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 100;

/** Where the counters of a `RateLimit` live for one subject (a client address, an e-mail). */
const counterKey = async (rule: RateLimit, subject: string) =>
  `${rule.name}:${await sha256Hex(subject.trim().toLowerCase())}`;

export type LimitState = { limited: false } | { limited: true; retryAfterMs: number };

const sweepStatement = (db: D1Database, now: number) =>
  db
    .prepare(
      `DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE window_start < ?1 LIMIT ${SWEEP_BATCH})`,
    )
    .bind(now - SWEEP_AFTER_MS);

/** One hit counted (a new window when the last one is over), answering the counter after it. */
const hitStatement = async (db: D1Database, rule: RateLimit, subject: string, now: number) =>
  db
    .prepare(
      // In an UPDATE every column reference reads the old row, so both CASEs test the old window.
      `INSERT INTO rate_limits (key, window_start, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN window_start + ?3 <= ?2 THEN 1 ELSE hits + 1 END,
         window_start = CASE WHEN window_start + ?3 <= ?2 THEN ?2 ELSE window_start END
       RETURNING window_start, hits`,
    )
    .bind(await counterKey(rule, subject), now, rule.windowMs);

/**
 * Counts this request against every limit at once (one D1 batch, one transaction) and answers whether it is
 * over any of them, judged on the counts the batch wrote: of N concurrent requests at most `limit` pass.
 */
export async function takeHits(
  db: D1Database,
  checks: ReadonlyArray<readonly [RateLimit, string]>,
  now: number,
): Promise<LimitState> {
  const statements = await Promise.all(checks.map(([rule, subject]) => hitStatement(db, rule, subject, now)));
  const [, ...counted] = await db.batch<{ window_start: number; hits: number }>([
    sweepStatement(db, now),
    ...statements,
  ]);
  let state: LimitState = { limited: false };
  checks.forEach(([rule], index) => {
    const row = counted[index]?.results[0];
    if (!row || row.hits <= rule.limit) return;
    const retryAfterMs = Math.max(1, row.window_start + rule.windowMs - now);
    if (!state.limited || retryAfterMs > state.retryAfterMs) state = { limited: true, retryAfterMs };
  });
  return state;
}

/** Gives one hit back (an attempt counted up front that turned out to be no failure: a right password). */
export async function returnHit(db: D1Database, rule: RateLimit, subject: string): Promise<void> {
  await db
    .prepare('UPDATE rate_limits SET hits = max(hits - 1, 0) WHERE key = ?1')
    .bind(await counterKey(rule, subject))
    .run();
}

/** Forgets the subject's hits (a successful login clears its account's failures). */
export async function clearHits(db: D1Database, rule: RateLimit, subject: string): Promise<void> {
  await db
    .prepare('DELETE FROM rate_limits WHERE key = ?1')
    .bind(await counterKey(rule, subject))
    .run();
}

/** Whole minutes until a limit's window is over (at least 1), for the 429 message. */
export const minutesLeft = (retryAfterMs: number) => Math.max(1, Math.ceil(retryAfterMs / 60_000));

/**
 * The client's address for per-address limits: Cloudflare's `CF-Connecting-IP`, which its edge sets and a
 * client cannot forge. No `X-Forwarded-For` fallback: a client writes that header itself and could rotate it
 * to escape the limit. Without the header (local `wrangler dev`, tests) every client shares one counter.
 */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip')?.trim() || 'unknown';
}
