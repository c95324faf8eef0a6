// Newsletter subscribers in D1 (migrations/0011; contract §1.1 N1-N3; ADR 036): one row per mailbox, the
// e-mail already trimmed and lower-cased by the contract's schema. Subscribing is idempotent (a subscriber
// keeps the date of the subscription that is running); unsubscribing a mailbox that never subscribed
// stores nothing.
import type { StoreCode } from '#shared/config/store-views.ts';

export async function isSubscribed(db: D1Database, email: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM newsletter_subscribers WHERE email = ?1 AND unsubscribed_at IS NULL')
    .bind(email)
    .first<{ found: number }>();
  return row !== null;
}

/** Subscribes (again): a running subscription is left as it is, an ended one starts anew at `now`. */
export async function subscribe(db: D1Database, email: string, store: StoreCode, now: number): Promise<void> {
  await db
    .prepare(
      'INSERT INTO newsletter_subscribers (email, store, subscribed_at, unsubscribed_at) VALUES (?1, ?2, ?3, NULL) ' +
        'ON CONFLICT (email) DO UPDATE SET store = excluded.store, ' +
        'subscribed_at = CASE WHEN unsubscribed_at IS NULL THEN subscribed_at ELSE excluded.subscribed_at END, ' +
        'unsubscribed_at = NULL',
    )
    .bind(email, store, now)
    .run();
}

/** Ends a running subscription (an ended one keeps the date it ended). */
export async function unsubscribe(db: D1Database, email: string, now: number): Promise<void> {
  await db
    .prepare('UPDATE newsletter_subscribers SET unsubscribed_at = ?2 WHERE email = ?1 AND unsubscribed_at IS NULL')
    .bind(email, now)
    .run();
}
