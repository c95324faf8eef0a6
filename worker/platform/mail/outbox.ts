// The mail outbox in D1 (migrations/0010 `mail_outbox`; ADR 035): what the platform sent, newest first. Without
// a transport it holds whole messages (the local delivery `/dev/mail` reads); with one, only the envelope.
// Messages older than 30 days are swept as new ones come.
export type OutboxStatus = 'outbox' | 'sent' | 'failed';

export interface OutboxMessage {
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
}

export interface OutboxEntry {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  status: OutboxStatus;
  createdAt: string;
}

/** Messages the dev view lists (the newest). */
export const OUTBOX_PAGE = 50;
/** How long the outbox keeps a message (a reset link is dead after an hour; 30 days is ample for reading). */
const OUTBOX_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** Old messages deleted per new one (bounded, so sending never does unbounded work). */
const SWEEP_BATCH = 100;

export async function recordMail(
  db: D1Database,
  message: OutboxMessage,
  status: OutboxStatus,
  now: number,
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `DELETE FROM mail_outbox WHERE id IN (SELECT id FROM mail_outbox WHERE created_at < ?1 LIMIT ${SWEEP_BATCH})`,
      )
      .bind(now - OUTBOX_KEEP_MS),
    db
      .prepare(
        `INSERT INTO mail_outbox (source_address, target_address, subject, text_body, html_body, status, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(message.from, message.to, message.subject, message.text ?? null, message.html ?? null, status, now),
  ]);
}

interface OutboxRow {
  id: number;
  source_address: string;
  target_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  status: OutboxStatus;
  created_at: number;
}

/** The newest messages, newest first (`to`: only those sent to this address). */
export async function latestMail(db: D1Database, to?: string): Promise<OutboxEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT id, source_address, target_address, subject, text_body, html_body, status, created_at FROM mail_outbox
       WHERE ?1 IS NULL OR target_address = ?1 COLLATE NOCASE ORDER BY id DESC LIMIT ${OUTBOX_PAGE}`,
    )
    .bind(to ?? null)
    .all<OutboxRow>();
  return results.map((row) => ({
    id: row.id,
    from: row.source_address,
    to: row.target_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
