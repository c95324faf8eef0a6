// Attempt limits through the worker, real D1 (ADR 035, ADR 016): sign-in failures of one account, failures from
// one client address across many accounts, the window, that a success clears its account's failures; and that
// each limit holds under concurrency (counted first, in one statement, then the password checked): 20 wrong
// passwords at once reach the hash at most 10 times, as do reset e-mails and registrations.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILED, tooManyAttempts } from '#shared/contract/user.ts';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  REGISTRATIONS_PER_ADDRESS,
  RESETS_PER_ACCOUNT,
} from '#worker/platform/user/routes.ts';
import { PASSWORD, call, customer, freshAddress, freshEmail, login, register } from './support/accounts';

const attempt = (username: string, password: string, address = freshAddress()) =>
  call('/api/user/login', { body: { username, password }, address });

describe('login limits', () => {
  it(`after ${LOGIN_FAILURES_PER_ACCOUNT.limit} failures of one account, even the right password is a 429 for 15 minutes`, async () => {
    const email = freshEmail('locked');
    await register(email);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
      expect((await attempt(email, `Wrong-${i}-pass`)).body).toEqual({ code: 401, result: SIGN_IN_FAILED });
    }
    const locked = await attempt(email, PASSWORD);
    expect(locked.body).toEqual({ code: 429, result: tooManyAttempts(15) });
    expect(locked.body.meta).toBeUndefined();
    // The account's e-mail in another letter case is the same account.
    expect((await attempt(email.toUpperCase(), PASSWORD)).status).toBe(429);
    // Counters are stored hashed: no e-mail in clear.
    const keys = await env.DB.prepare('SELECT key FROM rate_limits').all<{ key: string }>();
    expect(keys.results.some((row) => row.key.includes(email))).toBe(false);
    // When the window is over, the right password works again.
    await env.DB.prepare('UPDATE rate_limits SET window_start = window_start - ?1')
      .bind(LOGIN_FAILURES_PER_ACCOUNT.windowMs)
      .run();
    await login(email);
  });

  it('a success clears the account failures', async () => {
    const email = freshEmail('clears');
    await register(email);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit - 1; i++) await attempt(email, 'Wrong-pass-1');
    await login(email, PASSWORD, freshAddress());
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit - 1; i++) await attempt(email, 'Wrong-pass-1');
    await login(email, PASSWORD, freshAddress());
  });

  it(`after ${LOGIN_FAILURES_PER_ADDRESS.limit} failures from one client address (any accounts), that address gets 429; others do not`, async () => {
    const address = freshAddress();
    const shopper = await customer();
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS.limit; i++) {
      expect((await attempt(freshEmail('sweep'), PASSWORD, address)).status).toBe(401);
    }
    const limited = await attempt(shopper.email, PASSWORD, address);
    expect(limited.status).toBe(429);
    expect(limited.body.result).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    await login(shopper.email, PASSWORD, freshAddress());
  });

  it('a wrong current password on change-password counts as a failed sign-in of the account', async () => {
    const shopper = await customer();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
      const answer = await call('/api/user/change-password', {
        token: shopper.token,
        body: { currentPassword: `Guess-${i}-x`, newPassword: 'Whatever-123' },
      });
      expect(answer.status).toBe(400);
    }
    const limited = await call('/api/user/change-password', {
      token: shopper.token,
      body: { currentPassword: PASSWORD, newPassword: 'Whatever-123' },
    });
    expect(limited.status).toBe(429);
    expect((await attempt(shopper.email, PASSWORD)).status).toBe(429);
  });
});

describe('limits that hold under concurrency: counted first, then checked', () => {
  const statuses = (answers: Array<{ status: number }>) =>
    answers.reduce<Record<number, number>>(
      (count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }),
      {},
    );

  it(`20 concurrent wrong passwords: at most ${LOGIN_FAILURES_PER_ACCOUNT.limit} checked against the hash, the rest 429`, async () => {
    const email = freshEmail('burst');
    await register(email);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(email, `Wrong-${i}-burst`)));
    const count = statuses(answers);
    // Every 401 is one password verified; nothing else answers.
    expect((count[401] ?? 0) + (count[429] ?? 0)).toBe(20);
    expect(count[401]).toBe(LOGIN_FAILURES_PER_ACCOUNT.limit);
    expect(count[429]).toBe(20 - LOGIN_FAILURES_PER_ACCOUNT.limit);
  });

  it(`10 concurrent reset requests for one account send at most ${RESETS_PER_ACCOUNT.limit} e-mails`, async () => {
    const shopper = await customer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('/api/user/reset-password', {
          body: { email: shopper.email },
          address: freshAddress(),
          origin: 'http://localhost',
          awaitBackground: true,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: RESETS_PER_ACCOUNT.limit, 429: 10 - RESETS_PER_ACCOUNT.limit });
    const mails = await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE target_address = ?1')
      .bind(shopper.email)
      .first<{ n: number }>();
    expect(mails?.n).toBe(RESETS_PER_ACCOUNT.limit);
  });

  it(`${REGISTRATIONS_PER_ADDRESS.limit + 5} concurrent registrations from one address: ${REGISTRATIONS_PER_ADDRESS.limit} accounts, 5 × 429`, async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: REGISTRATIONS_PER_ADDRESS.limit + 5 }, () =>
        call('/api/user/create', {
          body: { customer: { email: freshEmail('many'), firstname: 'Иван', lastname: 'Петров' }, password: PASSWORD },
          address,
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: REGISTRATIONS_PER_ADDRESS.limit, 429: 5 });
    expect(
      (
        await call('/api/user/create', {
          body: { customer: { email: freshEmail(), firstname: 'A', lastname: 'B' }, password: PASSWORD },
          address: freshAddress(),
        })
      ).status,
    ).toBe(200);
  });
});
