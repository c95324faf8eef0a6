// `/api/user` of the embedded platform through the worker, real D1 (contract §1.1 U1-U3, U6-U8, §0.2; spec §5;
// ADR 035): register, log in, the token in the header or the query, refresh rotation and reuse detection,
// token expiry, change-password, the profile (only four fields change; another customer's address is a 403),
// and bad input → 400 naming the field.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_EMAIL,
  INVALID_ADDRESS,
  INVALID_REFRESH_TOKEN,
  NOT_AUTHORIZED,
  PASSWORD_MISMATCH,
  SIGN_IN_FAILED,
  userCustomerResponseSchema,
  userTokenResponseSchema,
} from '#shared/contract/user.ts';
import { sha256Hex } from '#shared/domain/hex.ts';
import {
  PASSWORD,
  SHIPPING_ADDRESS,
  call,
  customer,
  freshAddress,
  freshEmail,
  login,
  register,
} from './support/accounts';

describe('POST /api/user/create (U1)', () => {
  it('creates the account and answers the Magento customer', async () => {
    const email = freshEmail('new');
    const answer = await call('/api/user/create', {
      body: {
        customer: { email, firstname: 'Анна', lastname: 'Смирнова', addresses: [SHIPPING_ADDRESS] },
        password: PASSWORD,
      },
    });
    expect(answer.status).toBe(200);
    const created = userCustomerResponseSchema.parse(answer.body).result;
    expect(created).toMatchObject({
      email,
      firstname: 'Анна',
      lastname: 'Смирнова',
      group_id: 1,
      store_id: 1,
      website_id: 1,
      created_in: 'Русский',
    });
    expect(created.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(created.addresses).toHaveLength(1);
    expect(created.addresses[0]).toMatchObject({
      ...SHIPPING_ADDRESS,
      customer_id: created.id,
      default_shipping: true,
      default_billing: true,
    });
    expect(created.default_shipping).toBe(String(created.addresses[0]!.id));
    expect(JSON.stringify(created)).not.toMatch(/password|Sekret/i);
  });

  it("an address id sent at registration (another customer's) is not taken over: the address is added anew", async () => {
    const victim = await customer({ addresses: [SHIPPING_ADDRESS] });
    const victimAddress = victim.addresses[0] as { id: number };
    const created = await register(freshEmail('takeover'), PASSWORD, {
      addresses: [{ ...SHIPPING_ADDRESS, city: 'Омск', id: victimAddress.id, customer_id: victim.id }],
    });
    expect(created.addresses).toHaveLength(1);
    expect(created.addresses[0]).toMatchObject({ city: 'Омск', customer_id: created.id });
    expect(created.addresses[0]!.id).not.toBe(victimAddress.id);
    const victimNow = await call('/api/user/me', { token: victim.token });
    expect(victimNow.body.result).toMatchObject({ addresses: [{ id: victimAddress.id, city: 'Москва' }] });
  });

  it('the English store view records it', async () => {
    const answer = await call('/api/user/create?storeCode=en', {
      body: { customer: { email: freshEmail('en'), firstname: 'Ann', lastname: 'Smith' }, password: PASSWORD },
    });
    expect(answer.body.result).toMatchObject({ store_id: 2, created_in: 'English', addresses: [] });
  });

  it('stores only a PBKDF2 hash of the password', async () => {
    const email = freshEmail('hash');
    await register(email);
    const row = await env.DB.prepare('SELECT password_hash FROM customers WHERE email = ?1')
      .bind(email)
      .first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });

  it('a taken e-mail (in any letter case) is the contract 400', async () => {
    const email = freshEmail('dup');
    await register(email);
    const again = await call('/api/user/create', {
      body: { customer: { email: email.toUpperCase(), firstname: 'Иван', lastname: 'Петров' }, password: PASSWORD },
    });
    expect(again).toMatchObject({ status: 400, body: { code: 400, result: DUPLICATE_EMAIL } });
  });

  it.each([
    [{ customer: { firstname: 'A', lastname: 'B' }, password: PASSWORD }, 'customer.email is required'],
    [
      { customer: { email: 'nope', firstname: 'A', lastname: 'B' }, password: PASSWORD },
      'customer.email: must be a valid e-mail address',
    ],
    [
      { customer: { email: 'a@b.ru', firstname: 'A', lastname: 'B' }, password: 'short1' },
      'password: must have at least 8 characters',
    ],
    [
      { customer: { email: 'a@b.ru', firstname: 'A', lastname: 'B' }, password: 'onlyletters' },
      'password: must contain at least one letter and one digit',
    ],
    [
      { customer: { email: 'a@b.ru', firstname: '<script>', lastname: 'B' }, password: PASSWORD },
      'customer.firstname: must be letters',
    ],
    [
      {
        customer: {
          email: 'a@b.ru',
          firstname: 'A',
          lastname: 'B',
          addresses: [{ ...SHIPPING_ADDRESS, country_id: 'Russia' }],
        },
        password: PASSWORD,
      },
      'customer.addresses.0.country_id: must be a two-letter country code such as RU',
    ],
    [{ customer: { email: 'a@b.ru', firstname: 'A', lastname: 'B' } }, 'password is required'],
    ['[1,2]', 'The request body must be a JSON object'],
    ['{"customer":', 'Malformed JSON in the request body'],
  ])('bad input → 400 naming the field: %j', async (input, message) => {
    const answer = await call('/api/user/create', { body: input });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toContain(message);
  });
});

describe('POST /api/user/login (U2) and the token (§0.2)', () => {
  it('answers an access token and meta.refreshToken: opaque, random, stored hashed', async () => {
    const email = freshEmail('login');
    await register(email);
    const answer = await call('/api/user/login', { body: { username: email, password: PASSWORD } });
    const { result: token, meta } = userTokenResponseSchema.parse(answer.body);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(meta.refreshToken).toMatch(/^[0-9a-f]{64}$/);
    expect(meta.refreshToken).not.toBe(token);
    const stored = await env.DB.prepare('SELECT token_hash, expires_at FROM customer_access_tokens').all<{
      token_hash: string;
      expires_at: number;
    }>();
    expect(stored.results.some((row) => row.token_hash === token)).toBe(false);
    const hash = await sha256Hex(`access:${token}`);
    const mine = stored.results.find((row) => row.token_hash === hash);
    // Expires in an hour.
    expect(mine!.expires_at - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(mine!.expires_at - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('the e-mail is matched in any letter case; a wrong password or unknown account is the contract 401', async () => {
    const email = freshEmail('Case');
    await register(email);
    await login(email.toUpperCase());
    const address = freshAddress();
    for (const body of [
      { username: email, password: 'Wrong-pass-1' },
      { username: freshEmail('ghost'), password: PASSWORD },
    ]) {
      const answer = await call('/api/user/login', { body, address });
      expect(answer).toMatchObject({ status: 401, body: { code: 401, result: SIGN_IN_FAILED } });
      expect(answer.body.meta).toBeUndefined();
    }
  });

  it.each([
    [{ password: PASSWORD }, 'username is required'],
    [{ username: 'x@y.ru' }, 'password is required'],
    [{ username: 'x@y.ru', password: 'p'.repeat(300) }, 'password is too long'],
  ])('bad input → 400: %j', async (body, message) => {
    const answer = await call('/api/user/login', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toContain(message);
  });

  it('GET /me works with the token in the Bearer header and in ?token=; none, unknown or expired → 401', async () => {
    const shopper = await customer();
    for (const tokenIn of ['header', 'query'] as const) {
      const me = await call('/api/user/me', { token: shopper.token, tokenIn });
      expect(me.status).toBe(200);
      expect(me.body.result).toMatchObject({ id: shopper.id, email: shopper.email });
      expect(me.headers.get('cache-control')).toBe('no-cache, no-store');
    }
    expect((await call('/api/user/me')).body).toEqual({ code: 401, result: NOT_AUTHORIZED });
    expect((await call('/api/user/me', { token: 'f'.repeat(64) })).status).toBe(401);
    await env.DB.prepare('UPDATE customer_access_tokens SET expires_at = ?2 WHERE token_hash = ?1')
      .bind(await sha256Hex(`access:${shopper.token}`), Date.now() - 1)
      .run();
    expect((await call('/api/user/me', { token: shopper.token })).status).toBe(401);
  });
});

describe('POST /api/user/refresh (U3): rotation and reuse detection', () => {
  it('answers a new access token and the next refresh token; the old access token keeps working until it expires', async () => {
    const shopper = await customer();
    const answer = await call('/api/user/refresh', { body: { refreshToken: shopper.refreshToken } });
    const { result: token, meta } = userTokenResponseSchema.parse(answer.body);
    expect(token).not.toBe(shopper.token);
    expect(meta.refreshToken).not.toBe(shopper.refreshToken);
    expect((await call('/api/user/me', { token })).status).toBe(200);
    // The next refresh token rotates again.
    const next = await call('/api/user/refresh', { body: { refreshToken: meta.refreshToken } });
    expect(next.status).toBe(200);
  });

  it('a refresh token used twice is refused and revokes its whole family (every token of that login)', async () => {
    const shopper = await customer();
    const first = userTokenResponseSchema.parse(
      (await call('/api/user/refresh', { body: { refreshToken: shopper.refreshToken } })).body,
    );
    // The thief replays the old refresh token.
    const reuse = await call('/api/user/refresh', { body: { refreshToken: shopper.refreshToken } });
    expect(reuse).toMatchObject({ status: 401, body: { result: INVALID_REFRESH_TOKEN } });
    // The family is gone: the newest refresh token and every access token of it.
    expect((await call('/api/user/refresh', { body: { refreshToken: first.meta.refreshToken } })).status).toBe(401);
    expect((await call('/api/user/me', { token: first.result })).status).toBe(401);
    expect((await call('/api/user/me', { token: shopper.token })).status).toBe(401);
    // Another login of the same customer (another device) is untouched.
    const other = await login(shopper.email);
    expect((await call('/api/user/me', { token: other.token })).status).toBe(200);
  });

  it('two concurrent refreshes with one token: at most one succeeds', async () => {
    const shopper = await customer();
    const answers = await Promise.all(
      [1, 2].map(() => call('/api/user/refresh', { body: { refreshToken: shopper.refreshToken } })),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('an unknown or expired refresh token → 401; none → 400', async () => {
    expect((await call('/api/user/refresh', { body: { refreshToken: 'a'.repeat(64) } })).body).toEqual({
      code: 401,
      result: INVALID_REFRESH_TOKEN,
    });
    const shopper = await customer();
    await env.DB.prepare('UPDATE customer_refresh_tokens SET expires_at = ?2 WHERE token_hash = ?1')
      .bind(await sha256Hex(`refresh:${shopper.refreshToken}`), Date.now() - 1)
      .run();
    expect((await call('/api/user/refresh', { body: { refreshToken: shopper.refreshToken } })).status).toBe(401);
    const none = await call('/api/user/refresh', { body: {} });
    expect(none).toMatchObject({ status: 400, body: { result: 'refreshToken is required' } });
  });
});

describe('POST /api/user/change-password (U6)', () => {
  it('changes the password: the old one no longer signs in, the new one does, every session ends', async () => {
    const shopper = await customer();
    const changed = await call('/api/user/change-password', {
      token: shopper.token,
      tokenIn: 'query',
      body: { currentPassword: PASSWORD, newPassword: 'Brand-new-2027' },
    });
    expect(changed.body).toEqual({ code: 200, result: true });
    expect((await call('/api/user/me', { token: shopper.token })).status).toBe(401);
    expect((await call('/api/user/refresh', { body: { refreshToken: shopper.refreshToken } })).status).toBe(401);
    const address = freshAddress();
    expect(
      (await call('/api/user/login', { body: { username: shopper.email, password: PASSWORD }, address })).status,
    ).toBe(401);
    await login(shopper.email, 'Brand-new-2027');
  });

  it('the legacy /changePassword path works too', async () => {
    const shopper = await customer();
    const changed = await call('/api/user/changePassword', {
      token: shopper.token,
      body: { currentPassword: PASSWORD, newPassword: 'Legacy-path-9' },
    });
    expect(changed.body).toEqual({ code: 200, result: true });
  });

  it("a wrong current password is 400 {errorMessage, code: 401} (the contract's client reads result.errorMessage)", async () => {
    const shopper = await customer();
    const answer = await call('/api/user/change-password', {
      token: shopper.token,
      body: { currentPassword: 'Not-my-pass-1', newPassword: 'Brand-new-2027' },
    });
    expect(answer.body).toEqual({ code: 400, result: { errorMessage: PASSWORD_MISMATCH, code: 401 } });
    expect((await call('/api/user/me', { token: shopper.token })).status).toBe(200);
  });

  it('needs a token (401) and a valid new password (400)', async () => {
    expect(
      (await call('/api/user/change-password', { body: { currentPassword: PASSWORD, newPassword: 'X-12345678' } }))
        .status,
    ).toBe(401);
    const shopper = await customer();
    const weak = await call('/api/user/change-password', {
      token: shopper.token,
      body: { currentPassword: PASSWORD, newPassword: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.result).toContain('newPassword: must have at least 8 characters');
  });
});

describe('POST /api/user/me (U8): profile', () => {
  it('changes only firstname, lastname, email and addresses; other fields sent are ignored', async () => {
    const shopper = await customer();
    const answer = await call('/api/user/me', {
      token: shopper.token,
      body: {
        customer: {
          id: 999_999,
          group_id: 4,
          store_id: 2,
          created_at: '2000-01-01 00:00:00',
          email: `renamed.${shopper.email}`,
          firstname: 'Пётр',
          lastname: 'Иванов-Сидоров',
          addresses: [SHIPPING_ADDRESS, { ...SHIPPING_ADDRESS, city: 'Казань', default_shipping: true }],
        },
      },
    });
    expect(answer.status).toBe(200);
    const updated = userCustomerResponseSchema.parse(answer.body).result;
    expect(updated).toMatchObject({
      id: shopper.id,
      group_id: 1,
      store_id: 1,
      email: `renamed.${shopper.email}`,
      firstname: 'Пётр',
      lastname: 'Иванов-Сидоров',
    });
    expect(updated.created_at).not.toBe('2000-01-01 00:00:00');
    expect(updated.addresses.map((address) => address.city)).toEqual(['Москва', 'Казань']);
    expect(updated.default_shipping).toBe(String(updated.addresses[1]!.id));
    expect(updated.default_billing).toBe(String(updated.addresses[0]!.id));
    // A field sent alone changes alone; the addresses stay when none are sent.
    const renamed = await call('/api/user/me', { token: shopper.token, body: { customer: { firstname: 'Павел' } } });
    expect(renamed.body.result).toMatchObject({ firstname: 'Павел', lastname: 'Иванов-Сидоров' });
    expect((renamed.body.result as { addresses: unknown[] }).addresses).toHaveLength(2);
  });

  it('updates an address by its id, removes the ones not sent, and unknown address keys are not stored', async () => {
    const shopper = await customer({ addresses: [SHIPPING_ADDRESS, { ...SHIPPING_ADDRESS, city: 'Тула' }] });
    const [first] = shopper.addresses as Array<{ id: number }>;
    const answer = await call('/api/user/me', {
      token: shopper.token,
      body: {
        customer: {
          addresses: [{ ...SHIPPING_ADDRESS, id: first!.id, customer_id: shopper.id, city: 'Сочи', evil: 'x' }],
        },
      },
    });
    const addresses = (answer.body.result as { addresses: Array<Record<string, unknown>> }).addresses;
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({ id: first!.id, city: 'Сочи', customer_id: shopper.id });
    expect(addresses[0]).not.toHaveProperty('evil');
  });

  it("another customer's address id or customer_id → 403, and nothing changes (IDOR)", async () => {
    const victim = await customer({ addresses: [SHIPPING_ADDRESS] });
    const attacker = await customer();
    const victimAddress = victim.addresses[0] as { id: number };
    for (const address of [
      { ...SHIPPING_ADDRESS, id: victimAddress.id },
      { ...SHIPPING_ADDRESS, id: victimAddress.id, customer_id: victim.id },
      { ...SHIPPING_ADDRESS, customer_id: victim.id },
    ]) {
      const answer = await call('/api/user/me', {
        token: attacker.token,
        body: { customer: { firstname: 'Злоумышленник', addresses: [address] } },
      });
      expect(answer.body).toEqual({ code: 403, result: INVALID_ADDRESS });
    }
    const victimNow = await call('/api/user/me', { token: victim.token });
    expect((victimNow.body.result as { addresses: Array<{ city: string }> }).addresses[0]!.city).toBe('Москва');
    const attackerNow = await call('/api/user/me', { token: attacker.token });
    expect(attackerNow.body.result).toMatchObject({ firstname: 'Иван', addresses: [] });
  });

  it("another customer's e-mail → 400 duplicate; bad input → 400 naming the field; no token → 401", async () => {
    const a = await customer();
    const b = await customer();
    const taken = await call('/api/user/me', { token: b.token, body: { customer: { email: a.email } } });
    expect(taken.body).toEqual({ code: 400, result: DUPLICATE_EMAIL });
    const bad = await call('/api/user/me', {
      token: b.token,
      body: { customer: { addresses: [{ ...SHIPPING_ADDRESS, street: [] }] } },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { result: 'customer.addresses.0.street: needs the street on its first line' },
    });
    expect((await call('/api/user/me', { body: { customer: { firstname: 'X' } } })).status).toBe(401);
  });
});

describe('unknown user endpoints', () => {
  it('answer a 404 envelope listing the endpoints', async () => {
    const answer = await call('/api/user/nope');
    expect(answer.status).toBe(404);
    expect(answer.body.result).toContain('POST /api/user/create');
  });
});
