// The mail-service extension of the embedded platform (spec §7 `/api/ext/mail-service/*`; ADR 035):
//   POST /send-email {sourceAddress,targetAddress,subject,text|html,…} → true
//   GET  /get-token → an opaque token (VSF1 asks for one before sending; it guards nothing here)
// Not an open relay: the target must be one of the shop's own inboxes (403 otherwise, as the original's
// target whitelist), the message goes out from the shop's sender with the visitor's address as reply-to, and
// each client address may send a few per hour (429). The storefront's own e-mails (reset password) call
// `sendMail` directly and are not limited by this.
import { Hono } from 'hono';
import { randomHex } from '#shared/domain/hex.ts';
import { tooManyAttempts } from '#shared/contract/user.ts';
import { apiStatus, badRequestFromZod, readJsonBody } from '#worker/platform/http.ts';
import { clientAddress, minutesLeft, takeHits, type RateLimit } from '#worker/platform/user/rate-limit.ts';
import { sendEmailBodySchema } from './send-email-body';
import { MailDeliveryError, SHOP_INBOX, SHOP_SENDER, sendMail, type MailPlatformEnv } from './transport';

/** Where visitors may write to (the original's `targetAddressWhitelist`). */
export const MAIL_TARGET_WHITELIST: readonly string[] = [SHOP_INBOX];
export const TARGET_NOT_ALLOWED = 'Target email address is not from the whitelist!';
export const MAIL_SEND_FAILED = 'Error while sending the e-mail.';

/** Contact-form messages per client address. */
export const MAIL_SENDS_PER_ADDRESS: RateLimit = { name: 'mail-send', limit: 5, windowMs: 60 * 60 * 1000 };

export const mailRoutes = new Hono<{ Bindings: MailPlatformEnv }>();

mailRoutes.get('/get-token', (c) => apiStatus(c, randomHex(16)));

mailRoutes.post('/send-email', async (c) => {
  const json = await readJsonBody(c);
  if (!json.ok) return json.response;
  const parsed = sendEmailBodySchema.safeParse(json.value);
  if (!parsed.success) return badRequestFromZod(c, parsed.error);
  const mail = parsed.data;
  const allowed = MAIL_TARGET_WHITELIST.some((address) => address.toLowerCase() === mail.targetAddress.toLowerCase());
  if (!allowed) return apiStatus(c, TARGET_NOT_ALLOWED, 403);
  const db = c.env.DB;
  const now = Date.now();
  const address = clientAddress(c);
  // Counted first, atomically: of concurrent sends at most the limit go out.
  const limit = await takeHits(db, [[MAIL_SENDS_PER_ADDRESS, address]], now);
  if (limit.limited) return apiStatus(c, tooManyAttempts(minutesLeft(limit.retryAfterMs)), 429);
  try {
    await sendMail(
      c.env,
      {
        from: SHOP_SENDER,
        to: mail.targetAddress,
        reply_to: mail.sourceAddress,
        subject: mail.subject,
        ...(mail.text ? { text: mail.text } : {}),
        ...(mail.html ? { html: mail.html } : {}),
      },
      now,
    );
  } catch (error) {
    if (error instanceof MailDeliveryError) return apiStatus(c, MAIL_SEND_FAILED, 500);
    throw error;
  }
  return apiStatus(c, true);
});

mailRoutes.all('/*', (c) =>
  apiStatus(
    c,
    `Unknown mail-service endpoint ${c.req.method} ${new URL(c.req.url).pathname}; the embedded platform answers POST /api/ext/mail-service/send-email and GET /api/ext/mail-service/get-token`,
    404,
  ),
);
