// The one way the platform sends e-mail (spec §7 mail-service; issue 14; ADR 035): every message goes through
// `sendMail`, which records it in the D1 outbox (migrations/0010 `mail_outbox`) and, when a transport is
// configured, hands it to an HTTP mail API.
//   MAIL_API_URL empty (local `npm start`, tests): the outbox is the delivery; `/dev/mail` shows it on local
//     hosts, so a shopper can follow a reset link without a mail server.
//   MAIL_API_URL set: POST {from, to, subject, text, html} as JSON with `Authorization: Bearer MAIL_API_KEY`
//     (the shape of Resend's `POST /emails`; any relay that takes it works). The outbox then keeps only who,
//     what subject and whether it was sent: a reset link must not lie in the database.
import { SHOP_EMAIL } from '#shared/config/shop.ts';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { logWarn } from '#worker/log.ts';
import { recordMail } from './outbox';

/** The mail transport's settings (a var and a secret; README configuration table, ADR 035). */
export interface MailEnv {
  /** HTTP mail API the platform POSTs messages to; empty: messages stay in the local outbox. */
  MAIL_API_URL?: string;
  /** Its key, sent as a Bearer token (`wrangler secret put MAIL_API_KEY`). */
  MAIL_API_KEY?: string;
}

export type MailPlatformEnv = PlatformEnv & MailEnv;

export interface MailMessage {
  from: string;
  to: string;
  /** Where replies go (a contact form's visitor); Resend's field name. */
  reply_to?: string;
  subject: string;
  text?: string;
  html?: string;
}

/** The shop's own addresses: the sender of its e-mails and the target of its contact form. */
export const SHOP_SENDER = 'noreply@modnyi-bereg.ru';
export const SHOP_INBOX = SHOP_EMAIL;

/** How long the mail API may take (a reset request waits for it). */
const MAIL_API_TIMEOUT_MS = 5_000;

export class MailDeliveryError extends Error {}

/** Sends (or, without a transport, stores) the message; throws MailDeliveryError when the transport fails. */
export async function sendMail(env: MailPlatformEnv, message: MailMessage, now = Date.now()): Promise<void> {
  const url = env.MAIL_API_URL?.trim();
  if (!url) {
    await recordMail(env.DB, message, 'outbox', now);
    return;
  }
  let failure: string | null = null;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(env.MAIL_API_KEY ? { authorization: `Bearer ${env.MAIL_API_KEY}` } : {}),
      },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(MAIL_API_TIMEOUT_MS),
    });
    // Read to the end (its answer is not needed): a body left unread keeps the connection busy.
    await response.arrayBuffer();
    if (!response.ok) failure = `the mail API answered HTTP ${response.status}`;
  } catch (error) {
    failure = `the mail API could not be reached (${error instanceof Error ? error.message : String(error)})`;
  }
  // Only the envelope is kept once a transport has the message (never its body: a reset link).
  await recordMail(
    env.DB,
    { from: message.from, to: message.to, subject: message.subject },
    failure ? 'failed' : 'sent',
    now,
  );
  if (failure) {
    // The subject and the failure only: never the target address's message, never the url's query.
    logWarn('mail', `sending "${message.subject}" failed: ${failure}`);
    throw new MailDeliveryError(failure);
  }
}
