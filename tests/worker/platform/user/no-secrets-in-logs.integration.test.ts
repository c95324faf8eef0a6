// No password, token or reset link in a log (issue 14, DESIGN.md §5, ADR 035): everything the worker writes to
// the console during register, login, refresh, reset (with a failing mail transport, which logs), create- and
// change-password and bad requests is captured and searched for every secret of the run.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatformApp } from '#worker/platform/app.ts';
import { call, freshAddress, freshEmail } from './support/accounts';

const LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
let lines: string[] = [];

beforeEach(() => {
  lines = [];
  for (const level of LEVELS) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

describe('logs', () => {
  it('hold no password, token, refresh token, reset token or reset link', async () => {
    const email = freshEmail('quiet');
    const password = 'Very-secret-pass-1';
    const secrets: string[] = [password];
    await call('/api/user/create', { body: { customer: { email, firstname: 'Иван', lastname: 'Петров' }, password } });
    const wrong = 'Wrong-secret-pass-2';
    secrets.push(wrong);
    await call('/api/user/login', { body: { username: email, password: wrong }, address: freshAddress() });
    const login = await call('/api/user/login', { body: { username: email, password } });
    const token = login.body.result as string;
    const refreshToken = login.body.meta!.refreshToken!;
    secrets.push(token, refreshToken);
    const refreshed = await call('/api/user/refresh', { body: { refreshToken } });
    secrets.push(refreshed.body.result as string, refreshed.body.meta!.refreshToken!);
    await call('/api/user/refresh', { body: { refreshToken } }); // reuse: revokes the family
    await call('/api/user/me', { token, tokenIn: 'query' });

    // A reset through a failing transport (it logs a warning), then one into the outbox.
    const platform = createPlatformApp();
    const ctx = createExecutionContext();
    const failed = await platform.fetch(
      new Request('http://shop.test/api/user/reset-password', {
        method: 'POST',
        body: JSON.stringify({ email }),
        headers: { 'cf-connecting-ip': freshAddress() },
      }),
      {
        ...env,
        MAIL_API_URL: 'http://127.0.0.1:8880/emails',
        MAIL_API_KEY: 'mail-secret-key',
        PUBLIC_ORIGIN: 'https://shop.example.ru',
      },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(failed.status).toBe(200); // a failed send is logged, not answered (ADR 060)
    secrets.push('mail-secret-key');
    await call('/api/user/reset-password', {
      body: { email },
      address: freshAddress(),
      origin: 'http://localhost',
      awaitBackground: true,
    });
    const row = await env.DB.prepare('SELECT text_body FROM mail_outbox WHERE target_address = ?1 ORDER BY id DESC')
      .bind(email)
      .first<{ text_body: string }>();
    const link = /https?:\/\/\S+/.exec(row!.text_body)![0];
    const resetToken = new URL(link).searchParams.get('token')!;
    secrets.push(link, resetToken);
    const newPassword = 'New-secret-pass-3';
    secrets.push(newPassword);
    await call('/api/user/create-password', { body: { email, newPassword, resetToken } });
    await call('/api/user/create-password', { body: { email, newPassword, resetToken } }); // used: refused
    const second = await call('/api/user/login', { body: { username: email, password: newPassword } });
    secrets.push(second.body.result as string);
    await call('/api/user/change-password', {
      token: second.body.result as string,
      body: { currentPassword: 'Not-the-pass-4', newPassword: 'Next-secret-pass-5' },
    });
    secrets.push('Not-the-pass-4', 'Next-secret-pass-5');
    // Malformed requests that carry secrets.
    await call('/api/user/login', { body: `{"username":"${email}","password":"${password}"` });
    await call('/api/user/create-password', { body: { email, newPassword: 'short', resetToken } });

    // The failing transport did log: the capture works.
    expect(lines.some((line) => line.includes('"where":"mail"'))).toBe(true);
    const log = lines.join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
