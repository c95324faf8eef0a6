// Reset password and the mail module through the worker, real D1 (contract U4, U5; spec §7 mail-service, §8;
// ADR 035): the reset e-mail lands in the outbox with a single-use link that expires after an hour; an unknown
// e-mail answers `true` and sends nothing; `/dev/mail` shows the outbox on local hosts only; a configured
// transport gets the message (and the outbox keeps no body); a failing one is logged, never answered (ADR 060); the
// mail-service's send-email is validated, whitelisted and limited.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RESET_TOKEN_EXPIRED, RESET_TOKEN_MISMATCH, tooManyAttempts } from '#shared/contract/user.ts';
import { createPlatformApp } from '#worker/platform/app.ts';
import { PUBLIC_ORIGIN_MISSING } from '#worker/platform/mail/public-origin.ts';
import { MAIL_SENDS_PER_ADDRESS, TARGET_NOT_ALLOWED } from '#worker/platform/mail/routes.ts';
import { SHOP_INBOX } from '#worker/platform/mail/transport.ts';
import { RESETS_PER_ACCOUNT } from '#worker/platform/user/routes.ts';
import { PASSWORD, call, customer, freshAddress, freshEmail, login } from './support/accounts';

interface Mail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  status: string;
}

const platform = createPlatformApp();
/** The shop's configured public origin (PUBLIC_ORIGIN) where a test sets one. */
const SHOP_ORIGIN = 'https://shop.example.ru';
/** The local development start's origin: reset links come from it when no PUBLIC_ORIGIN is set (ADR 057). */
const LOCAL = 'http://localhost:8787';
const UPSTREAM_BASE = (env as unknown as { FAKE_UPSTREAM_URL: string }).FAKE_UPSTREAM_URL;

/** A platform request with extra bindings (the mail transport), as a deployed shop configures it. */
async function direct(
  path: string,
  init: RequestInit,
  bindings: Record<string, string> = {},
  origin = 'http://shop.test',
) {
  const ctx = createExecutionContext();
  const response = await platform.fetch(new Request(`${origin}${path}`, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as { code: number; result: unknown } };
}

/** The local outbox (`/dev/mail` is the platform's; worker/index.ts forwards it on local hosts). */
async function outbox(to: string): Promise<Mail[]> {
  const answer = await direct(`/dev/mail?to=${encodeURIComponent(to)}`, {}, {}, 'http://localhost:8787');
  expect(answer.status).toBe(200);
  return answer.body.result as Mail[];
}

const linkIn = (mail: Mail) => new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);

async function requestReset(email: string, storeCode?: string) {
  const answer = await call(`/api/user/reset-password${storeCode ? `?storeCode=${storeCode}` : ''}`, {
    body: { email },
    address: freshAddress(),
    origin: 'http://localhost:8787',
    awaitBackground: true,
  });
  expect(answer.body).toEqual({ code: 200, result: true });
  const [mail] = await outbox(email);
  return mail!;
}

describe('POST /api/user/reset-password (U4) and create-password (U5)', () => {
  it('e-mails a link to the create-password page; the token in it sets a new password once', async () => {
    const shopper = await customer();
    const mail = await requestReset(shopper.email);
    expect(mail).toMatchObject({
      to: shopper.email,
      status: 'outbox',
      subject: 'Восстановление пароля — Модный берег',
    });
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('http://localhost:8787/customer/account/createPassword');
    expect(link.searchParams.get('email')).toBe(shopper.email);
    const resetToken = link.searchParams.get('token')!;
    expect(resetToken).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.html).toContain(link.search.replace(/&/g, '&amp;'));
    // Only the hash is stored.
    const stored = await env.DB.prepare('SELECT token_hash FROM customer_reset_tokens').all<{ token_hash: string }>();
    expect(stored.results.some((row) => row.token_hash === resetToken)).toBe(false);

    const created = await call('/api/user/create-password', {
      body: { email: shopper.email, newPassword: 'Reset-pass-77', resetToken },
    });
    expect(created.body).toEqual({ code: 200, result: true });
    await login(shopper.email, 'Reset-pass-77');
    // The old sessions ended with the reset.
    expect((await call('/api/user/me', { token: shopper.token })).status).toBe(401);
    // Single use.
    const again = await call('/api/user/create-password', {
      body: { email: shopper.email, newPassword: 'Other-pass-88', resetToken },
    });
    expect(again.body).toEqual({ code: 400, result: RESET_TOKEN_MISMATCH });
    await login(shopper.email, 'Reset-pass-77');
  });

  it('the legacy /resetPassword path and the English view (English mail, /en link) work too', async () => {
    const shopper = await customer();
    const answer = await call('/api/user/resetPassword?storeCode=en', {
      body: { email: shopper.email },
      address: freshAddress(),
      origin: 'http://localhost:8787',
      awaitBackground: true,
    });
    expect(answer.body).toEqual({ code: 200, result: true });
    const [mail] = await outbox(shopper.email);
    expect(mail!.subject).toBe('Reset your password — Modny Bereg');
    expect(linkIn(mail!).pathname).toBe('/en/customer/account/createPassword');
  });

  it('an expired token is refused with the expiry message', async () => {
    const shopper = await customer();
    const resetToken = linkIn(await requestReset(shopper.email)).searchParams.get('token')!;
    await env.DB.prepare('UPDATE customer_reset_tokens SET expires_at = ?1')
      .bind(Date.now() - 1)
      .run();
    const answer = await call('/api/user/create-password', {
      body: { email: shopper.email, newPassword: 'Too-late-123', resetToken },
    });
    expect(answer.body).toEqual({ code: 400, result: RESET_TOKEN_EXPIRED });
    await login(shopper.email, PASSWORD);
  });

  it("only the newest link works; another customer's token or e-mail is a mismatch", async () => {
    const a = await customer();
    const b = await customer();
    const firstToken = linkIn(await requestReset(a.email)).searchParams.get('token')!;
    const newestToken = linkIn(await requestReset(a.email)).searchParams.get('token')!;
    expect(newestToken).not.toBe(firstToken);
    for (const body of [
      { email: a.email, newPassword: 'Stale-link-1', resetToken: firstToken },
      { email: b.email, newPassword: 'Stolen-link-1', resetToken: newestToken },
      { email: freshEmail('ghost'), newPassword: 'Ghost-link-1', resetToken: newestToken },
    ]) {
      expect((await call('/api/user/create-password', { body })).body).toEqual({
        code: 400,
        result: RESET_TOKEN_MISMATCH,
      });
    }
    await login(b.email);
    expect(
      (
        await call('/api/user/create-password', {
          body: { email: a.email, newPassword: 'Fresh-link-1', resetToken: newestToken },
        })
      ).body,
    ).toEqual({ code: 200, result: true });
  });

  it('an unknown e-mail answers true as well and sends nothing (no account enumeration)', async () => {
    const ghost = freshEmail('nobody');
    const answer = await call('/api/user/reset-password', {
      body: { email: ghost },
      address: freshAddress(),
      origin: LOCAL,
      awaitBackground: true,
    });
    expect(answer.body).toEqual({ code: 200, result: true });
    expect(await outbox(ghost)).toEqual([]);
  });

  it('bad input → 400 naming the field', async () => {
    expect((await call('/api/user/reset-password', { body: {} })).body).toEqual({
      code: 400,
      result: 'email is required',
    });
    const weak = await call('/api/user/create-password', {
      body: { email: 'a@b.ru', newPassword: '1', resetToken: 'x' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.result).toContain('newPassword: must have at least 8 characters');
    const noToken = await call('/api/user/create-password', {
      body: { email: 'a@b.ru', newPassword: 'Long-enough-1' },
    });
    expect(noToken.body).toEqual({ code: 400, result: 'resetToken is required' });
  });

  it(`at most ${RESETS_PER_ACCOUNT.limit} reset e-mails per account an hour (429), unknown accounts alike`, async () => {
    const shopper = await customer();
    for (let i = 0; i < RESETS_PER_ACCOUNT.limit; i++) {
      const ok = await call('/api/user/reset-password', {
        body: { email: shopper.email },
        address: freshAddress(),
        origin: LOCAL,
        awaitBackground: true,
      });
      expect(ok.status).toBe(200);
    }
    const limited = await call('/api/user/reset-password', {
      body: { email: shopper.email },
      address: freshAddress(),
      origin: LOCAL,
      awaitBackground: true,
    });
    expect(limited.body).toEqual({ code: 429, result: tooManyAttempts(60) });
    expect(await outbox(shopper.email)).toHaveLength(RESETS_PER_ACCOUNT.limit);
  });
});

describe('the mail transport (MAIL_API_URL)', () => {
  it('POSTs the message to the mail API with the key; the outbox keeps the envelope only', async () => {
    const shopper = await customer();
    const ns = `mail-${Date.now()}`;
    const answer = await direct(
      '/api/user/reset-password',
      {
        method: 'POST',
        body: JSON.stringify({ email: shopper.email }),
        headers: { 'cf-connecting-ip': freshAddress() },
      },
      { MAIL_API_URL: `${UPSTREAM_BASE}/${ns}/emails`, MAIL_API_KEY: 'test-mail-key', PUBLIC_ORIGIN: SHOP_ORIGIN },
    );
    expect(answer).toEqual({ status: 200, body: { code: 200, result: true } });
    const sent = (await (await fetch(`${UPSTREAM_BASE}/__control/${ns}/requests`)).json()) as Array<{
      method: string;
      path: string;
      authorization: string;
      body: string;
    }>;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/emails', authorization: 'Bearer test-mail-key' });
    const message = JSON.parse(sent[0]!.body) as Record<string, string>;
    expect(message).toMatchObject({ from: 'noreply@modnyi-bereg.ru', to: shopper.email });
    expect(message.text).toContain(`${SHOP_ORIGIN}/customer/account/createPassword?token=`);
    const [kept] = await outbox(shopper.email);
    expect(kept).toMatchObject({ status: 'sent', text: null, html: null });
  });

  it('a failing mail API is not told to the requester: the same `true`, the outbox keeps the send as failed', async () => {
    const shopper = await customer();
    const ns = `mail-down-${Date.now()}`;
    await fetch(`${UPSTREAM_BASE}/__control/${ns}/mode?set=error`, { method: 'POST' });
    for (const url of [`${UPSTREAM_BASE}/${ns}/emails`, 'http://127.0.0.1:8880/emails']) {
      const answer = await direct(
        '/api/user/reset-password',
        {
          method: 'POST',
          body: JSON.stringify({ email: shopper.email }),
          headers: { 'cf-connecting-ip': freshAddress() },
        },
        { MAIL_API_URL: url, PUBLIC_ORIGIN: SHOP_ORIGIN },
      );
      expect(answer).toEqual({ status: 200, body: { code: 200, result: true } });
    }
    expect((await outbox(shopper.email)).map((mail) => mail.status)).toEqual(['failed', 'failed']);
  });
});

describe('the same answer after the same work for known and unknown e-mails (ADR 060)', () => {
  /** A reset answered while its execution context still holds the background work it started. */
  async function answerBeforeBackground(email: string) {
    const ctx = createExecutionContext();
    const background: Promise<unknown>[] = [];
    const watched = Object.assign(Object.create(ctx) as ExecutionContext, {
      waitUntil: (work: Promise<unknown>) => {
        background.push(work);
        ctx.waitUntil(work);
      },
    });
    const response = await platform.fetch(
      new Request(`${SHOP_ORIGIN}/api/user/reset-password`, {
        method: 'POST',
        body: JSON.stringify({ email }),
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshAddress() },
      }),
      // The mail API answers after 1.5 s: the answer must not wait for it.
      { ...env, MAIL_API_URL: `${UPSTREAM_BASE}/${slowMail}/emails`, PUBLIC_ORIGIN: SHOP_ORIGIN },
      watched,
    );
    const answer = { status: response.status, body: await response.text(), background: background.length };
    const outboxAtAnswer = await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE target_address = ?1')
      .bind(email)
      .first<{ n: number }>();
    await waitOnExecutionContext(ctx);
    return { ...answer, outboxAtAnswer: outboxAtAnswer?.n };
  }
  const slowMail = `mail-slow-${Date.now()}`;

  it('answers `true` before the token and the mail of a known e-mail exist; an unknown one starts nothing', async () => {
    await fetch(`${UPSTREAM_BASE}/__control/${slowMail}/mode?set=slow`, { method: 'POST' });
    const shopper = await customer();
    const known = await answerBeforeBackground(shopper.email);
    const unknown = await answerBeforeBackground(freshEmail('nobody'));
    expect(known).toEqual({ status: 200, body: '{"code":200,"result":true}', background: 1, outboxAtAnswer: 0 });
    expect(unknown).toEqual({ status: 200, body: '{"code":200,"result":true}', background: 0, outboxAtAnswer: 0 });
    // The known e-mail's mail went out after the answer.
    const [sent] = await outbox(shopper.email);
    expect(sent).toMatchObject({ status: 'sent', subject: 'Восстановление пароля — Модный берег' });
    const sentToApi = (await (await fetch(`${UPSTREAM_BASE}/__control/${slowMail}/requests`)).json()) as unknown[];
    expect(sentToApi).toHaveLength(1);
  });
});

describe('links from the configured origin, never from the request’s Host (ADR 057)', () => {
  const reset = (email: string, origin: string, bindings: Record<string, string>) =>
    direct(
      '/api/user/reset-password',
      { method: 'POST', body: JSON.stringify({ email }), headers: { 'cf-connecting-ip': freshAddress() } },
      bindings,
      origin,
    );

  it('a reset asked with Host: evil.example sends a link to PUBLIC_ORIGIN', async () => {
    const shopper = await customer();
    const answer = await reset(shopper.email, 'http://evil.example', { PUBLIC_ORIGIN: `${SHOP_ORIGIN}/` });
    expect(answer).toEqual({ status: 200, body: { code: 200, result: true } });
    const [mail] = await outbox(shopper.email);
    const link = linkIn(mail!);
    expect(link.origin + link.pathname).toBe(`${SHOP_ORIGIN}/customer/account/createPassword`);
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.html).not.toContain('evil.example');
  });

  it('without PUBLIC_ORIGIN, a deployed worker sends no link to anyone: 503 for known and unknown e-mails', async () => {
    const shopper = await customer();
    const deployed = { LOCAL_DEVELOPMENT: '' };
    for (const origin of ['http://evil.example', 'http://localhost:8787', 'http://0x7f.0.0.1'])
      for (const email of [shopper.email, freshEmail('nobody')])
        expect(await reset(email, origin, deployed)).toEqual({
          status: 503,
          body: { code: 503, result: PUBLIC_ORIGIN_MISSING },
        });
    expect(await outbox(shopper.email)).toEqual([]);
  });
});

describe('GET /dev/mail', () => {
  it('is closed on a deployed worker (no LOCAL_DEVELOPMENT) whatever local-looking Host it names', async () => {
    for (const origin of [
      'http://localhost:8787',
      'http://127.0.0.1',
      'http://0x7f.0.0.1',
      'http://10.0.0.1',
      'http://shop.local',
    ])
      expect((await direct('/dev/mail', {}, { LOCAL_DEVELOPMENT: '' }, origin)).status).toBe(404);
  });

  it('lists the outbox newest first on local hosts only; elsewhere it does not exist', async () => {
    const shopper = await customer();
    await requestReset(shopper.email);
    await requestReset(shopper.email);
    const local = await direct(`/dev/mail?to=${encodeURIComponent(shopper.email)}`, {}, {}, 'http://127.0.0.1:8787');
    const mails = local.body.result as Mail[];
    expect(mails).toHaveLength(2);
    expect(mails[0]!.id).toBeGreaterThan(mails[1]!.id);
    for (const origin of ['http://shop.test', 'https://modnyi-bereg.ru']) {
      expect((await direct('/dev/mail', {}, {}, origin)).status).toBe(404);
    }
  });
});

describe('POST /api/ext/mail-service/send-email', () => {
  const letter = {
    sourceAddress: 'visitor@example.com',
    targetAddress: SHOP_INBOX,
    subject: 'Вопрос о доставке',
    text: 'Когда придёт заказ?',
  };

  it('sends a visitor message to the shop inbox, from the shop sender, reply-to the visitor', async () => {
    const answer = await call('/api/ext/mail-service/send-email', { body: letter, address: freshAddress() });
    expect(answer.body).toEqual({ code: 200, result: true });
    const [mail] = await outbox(SHOP_INBOX);
    expect(mail).toMatchObject({
      from: 'noreply@modnyi-bereg.ru',
      to: SHOP_INBOX,
      subject: letter.subject,
      text: letter.text,
    });
    expect((await call('/api/ext/mail-service/get-token')).body.result).toMatch(/^[0-9a-f]{32}$/);
  });

  it('another target is a 403 (no open relay); bad input → 400 naming the field', async () => {
    const relay = await call('/api/ext/mail-service/send-email', {
      body: { ...letter, targetAddress: 'victim@example.com' },
      address: freshAddress(),
    });
    expect(relay.body).toEqual({ code: 403, result: TARGET_NOT_ALLOWED });
    for (const [body, message] of [
      [{ ...letter, sourceAddress: 'nope' }, 'sourceAddress: must be a valid e-mail address'],
      [{ ...letter, subject: 'a\r\nBcc: x@y.z' }, 'subject: must be one line'],
      [{ ...letter, text: undefined }, 'text is required (or html)'],
      [{ ...letter, targetAddress: undefined }, 'targetAddress is required'],
    ] as const) {
      const answer = await call('/api/ext/mail-service/send-email', { body, address: freshAddress() });
      expect(answer).toMatchObject({ status: 400, body: { result: message } });
    }
  });

  it(`at most ${MAIL_SENDS_PER_ADDRESS.limit} messages per client address an hour (429)`, async () => {
    const address = freshAddress();
    for (let i = 0; i < MAIL_SENDS_PER_ADDRESS.limit; i++) {
      expect((await call('/api/ext/mail-service/send-email', { body: letter, address })).status).toBe(200);
    }
    const limited = await call('/api/ext/mail-service/send-email', { body: letter, address });
    expect(limited.status).toBe(429);
  });
});
