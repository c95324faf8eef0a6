// Login attempt limits through the worker, real D1 (issue 14: "login attempts limited per account and per
// address (answer 429 with a message)"; ADR 035): failures of one account, failures from one client address
// across many accounts, the window, and that a success clears its account's failures.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILED, tooManyAttempts } from '#shared/contract/user.ts';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS } from '#worker/platform/user/routes.ts';
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
