// Fixed-window rate limits in D1 (issue 14 "login attempts limited per account and per address"; ADR 035):
// a counter per (limit, subject) that restarts when its window is over. The subject (an e-mail, a client
// address) is stored hashed. Used for login failures, reset e-mails and the mail-service's sends. A fixed
// window lets a burst of twice the limit through at a window's edge; for slowing guessing down that is
// enough, and it costs one row and one statement.
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

/** Is the subject over the limit now (without counting this request)? */
export async function limitState(db: D1Database, rule: RateLimit, subject: string, now: number): Promise<LimitState> {
  const row = await db
    .prepare('SELECT window_start, hits FROM rate_limits WHERE key = ?1')
    .bind(await counterKey(rule, subject))
    .first<{ window_start: number; hits: number }>();
  if (!row || row.window_start + rule.windowMs <= now || row.hits < rule.limit) return { limited: false };
  return { limited: true, retryAfterMs: row.window_start + rule.windowMs - now };
}

/** Counts one hit (a new window when the last one is over). */
export async function countHit(db: D1Database, rule: RateLimit, subject: string, now: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE window_start < ?1 LIMIT ${SWEEP_BATCH})`,
      )
      .bind(now - SWEEP_AFTER_MS),
    db
      .prepare(
        // In an UPDATE every column reference reads the old row, so both CASEs test the old window.
        `INSERT INTO rate_limits (key, window_start, hits) VALUES (?1, ?2, 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN window_start + ?3 <= ?2 THEN 1 ELSE hits + 1 END,
           window_start = CASE WHEN window_start + ?3 <= ?2 THEN ?2 ELSE window_start END`,
      )
      .bind(await counterKey(rule, subject), now, rule.windowMs),
  ]);
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
