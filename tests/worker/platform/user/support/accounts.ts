// Helpers of the account tests (issue 14, ADR 035): calls to /api/user through the worker with a client
// address of the test's own (so the per-address limits of one test never bite another), and a registered,
// logged-in customer in one call.
import { createExecutionContext, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { createPlatformApp } from '#worker/platform/app.ts';

export const ORIGIN = 'http://user.test';

export interface Answer {
  status: number;
  body: { code: number; result: unknown; meta?: { refreshToken?: string } };
  headers: Headers;
}

let addressCounter = 0;
/** A client address no other test uses. */
export const freshAddress = () => `203.0.113.${(addressCounter += 1) % 250}`;

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  /** `header` (default): Authorization Bearer; `query`: `?token=` (contract §0.2). */
  tokenIn?: 'header' | 'query';
  address?: string;
  origin?: string;
  /**
   * Through the platform app with an execution context the call waits for, instead of the worker (SELF, whose
   * waitUntil work a test cannot await): for answers whose work goes on after them (the reset e-mail, ADR 060).
   */
  awaitBackground?: boolean;
}

const platform = createPlatformApp();

export async function call(path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(path, options.origin ?? ORIGIN);
  const headers: Record<string, string> = { 'cf-connecting-ip': options.address ?? '198.51.100.1' };
  if (options.token !== undefined) {
    if (options.tokenIn === 'query') url.searchParams.set('token', options.token);
    else headers.authorization = `Bearer ${options.token}`;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  };
  let response: Response;
  if (options.awaitBackground) {
    const ctx = createExecutionContext();
    response = await platform.fetch(new Request(url, init), env, ctx);
    await waitOnExecutionContext(ctx);
  } else response = await SELF.fetch(url, init);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as Answer['body'];
  expect(body.code).toBe(response.status);
  return { status: response.status, body, headers: response.headers };
}

let emailCounter = 0;
export const freshEmail = (name = 'shopper') => `${name}.${Date.now()}.${(emailCounter += 1)}@example.com`;

export const PASSWORD = 'Sekret-2026';

export const SHIPPING_ADDRESS = {
  firstname: 'Иван',
  lastname: 'Петров',
  street: ['Тверская', '12'],
  city: 'Москва',
  postcode: '125009',
  country_id: 'RU',
  telephone: '+79990000000',
};

export async function register(email = freshEmail(), password = PASSWORD, extra: Record<string, unknown> = {}) {
  const answer = await call('/api/user/create', {
    body: { customer: { email, firstname: 'Иван', lastname: 'Петров', ...extra }, password },
    // Registrations are limited per client address (REGISTRATIONS_PER_ADDRESS): each test shopper has its own.
    address: freshAddress(),
  });
  expect(answer.status).toBe(200);
  return answer.body.result as { id: number; email: string; addresses: Array<Record<string, unknown>> };
}

export async function login(email: string, password = PASSWORD, address?: string) {
  const answer = await call('/api/user/login', { body: { username: email, password }, address });
  expect(answer.status).toBe(200);
  return { token: answer.body.result as string, refreshToken: answer.body.meta!.refreshToken! };
}

/** A new customer, logged in. */
export async function customer(extra: Record<string, unknown> = {}) {
  const email = freshEmail();
  const created = await register(email, PASSWORD, extra);
  return { ...created, email, ...(await login(email)) };
}
