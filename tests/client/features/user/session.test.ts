// The user store and session (spec §3 User, §4 "User session", "User-token lock"; issue 14; ADR 038) over the
// real API client (shared/api/client.ts) with a stub transport that answers like the platform (contract U2,
// U3, U7, U9): login loads the profile, three parallel 401s make exactly one /api/user/refresh whose rotated
// refresh token is kept, and logout clears the user and runs every registered task.
import { describe, expect, it } from 'vitest';
import { createApiClient, type Fetcher } from '#shared/api/client.ts';
import { createUserStore, defaultShippingAddress, isLoggedIn } from '#client/features/user/store.ts';
import { logIn } from '#client/features/user/login.ts';
import { authorise, logOut } from '#client/features/user/session.ts';
import { createTokenLock } from '#client/features/user/token-lock.ts';
import type { Customer } from '#shared/contract/user.ts';

const ORIGIN = 'http://shop.test';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CUSTOMER: Customer = {
  id: 7,
  group_id: 1,
  email: 'ann@example.com',
  firstname: 'Ann',
  lastname: 'Lee',
  created_at: '2026-11-27 10:00:00',
  updated_at: '2026-11-27 10:00:00',
  created_in: 'Default Store View',
  store_id: 1,
  website_id: 1,
  default_shipping: '12',
  addresses: [
    {
      id: 11,
      customer_id: 7,
      firstname: 'Ann',
      lastname: 'Lee',
      street: ['Old 1'],
      city: 'Moscow',
      postcode: '101000',
      country_id: 'RU',
    },
    {
      id: 12,
      customer_id: 7,
      firstname: 'Ann',
      lastname: 'Lee',
      street: ['Main 2'],
      city: 'Kazan',
      postcode: '420000',
      country_id: 'RU',
    },
  ],
};

/** A platform stand-in: tokens `access-N` / `refresh-N`; only the newest pair is accepted. */
function platform() {
  let generation = 1;
  let accepted = 'access-1';
  let validRefresh = 'refresh-1';
  const calls: string[] = [];
  const issue = () => json({ code: 200, result: accepted, meta: { refreshToken: validRefresh } });
  const fetch: Fetcher = async (request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    const token = request.headers.get('authorization')?.replace('Bearer ', '');
    if (url.pathname === '/api/user/login') return issue();
    if (url.pathname === '/api/user/refresh') {
      const body = (await request.json()) as { refreshToken: string };
      if (body.refreshToken !== validRefresh) return json({ code: 401, result: 'Invalid refresh token provided' }, 401);
      // A slow refresh, so the parallel 401s really overlap it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      generation += 1;
      accepted = `access-${generation}`;
      validRefresh = `refresh-${generation}`;
      return issue();
    }
    if (token !== accepted) return json({ code: 401, result: "The consumer isn't authorized to access self." }, 401);
    if (url.pathname === '/api/user/me') return json({ code: 200, result: CUSTOMER });
    if (url.pathname === '/api/user/order-history') {
      return json({
        code: 200,
        result: { items: [], search_criteria: { page_size: 20, current_page: 1 }, total_count: 0 },
      });
    }
    return json({ code: 404, result: 'Unknown' }, 404);
  };
  /** The access token expires (its hour is over); the refresh token stays valid. */
  const expire = () => {
    accepted = 'expired';
  };
  return { fetch, calls, expire };
}

function setup() {
  const server = platform();
  const store = createUserStore();
  const failures: unknown[] = [];
  const lock = createTokenLock({
    currentToken: () => store.getState().token,
    refresh: async () => {
      const refreshToken = store.getState().refreshToken;
      if (!refreshToken) return null;
      const answer = await api.request<{ result: string; meta: { refreshToken: string } }>('/api/user/refresh', {
        method: 'POST',
        body: { refreshToken },
      });
      store.getState().setTokens({ token: answer.result, refreshToken: answer.meta.refreshToken });
      return answer.result;
    },
    onFailed: (error) => failures.push(error),
  });
  const api = createApiClient({
    origin: ORIGIN,
    fetch: server.fetch,
    tokenInHeader: true,
    onUnauthorized: (context) => lock.tokenFor(context.token),
  });
  return { server, store, api, lock, failures };
}

describe('user store (spec §3 User)', () => {
  it('starts anonymous and not loaded (the server render), restores the device state', () => {
    const store = createUserStore();
    expect(store.getState()).toMatchObject({ token: null, current: null, loaded: false, authElem: 'login' });
    expect(isLoggedIn(store.getState())).toBe(false);
    store.getState().restore({ token: 't', refreshToken: 'r', current: CUSTOMER, ordersHistory: [] });
    expect(store.getState()).toMatchObject({ token: 't', refreshToken: 'r', loaded: true });
    expect(isLoggedIn(store.getState())).toBe(true);
  });

  it('asks for the login panel in a mode and names notices apart', () => {
    const store = createUserStore();
    store.getState().requestLogin('register');
    store.getState().requestLogin();
    expect(store.getState()).toMatchObject({ authElem: 'login', loginRequest: 2 });
    store.getState().announce('loggedIn');
    store.getState().announce('loggedIn');
    expect(store.getState().notice).toEqual({ kind: 'loggedIn', seq: 2 });
  });

  it('finds the default shipping address by id, else the first', () => {
    expect(defaultShippingAddress(CUSTOMER)?.id).toBe(12);
    expect(defaultShippingAddress({ ...CUSTOMER, default_shipping: undefined })?.id).toBe(11);
    expect(defaultShippingAddress({ ...CUSTOMER, addresses: [] })).toBeNull();
    expect(defaultShippingAddress(null)).toBeNull();
  });
});

describe('user session (spec §4)', () => {
  it('login sets the tokens and loads the profile and the order history', async () => {
    const { store, api, server } = setup();
    await logIn(api, store, { email: 'ann@example.com', password: 'secret123' });
    expect(store.getState()).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1', ordersHistory: [] });
    expect(store.getState().current?.email).toBe('ann@example.com');
    expect(store.getState().sessionStarted).toBeTypeOf('number');
    expect(server.calls).toEqual(['POST /api/user/login', 'GET /api/user/me', 'GET /api/user/order-history']);
  });

  it('three parallel calls refused with an expired token make exactly one refresh, and keep the rotated token', async () => {
    const { store, api, server, lock } = setup();
    await logIn(api, store, { email: 'ann@example.com', password: 'secret123' });
    server.calls.length = 0;
    server.expire();
    await Promise.all([authorise(api, store), authorise(api, store), authorise(api, store)]);
    expect(server.calls.filter((call) => call === 'POST /api/user/refresh')).toHaveLength(1);
    expect(store.getState()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(lock.state).toBe(0);
  });

  it('a failed refresh sets the lock to -1 and reports it once', async () => {
    const { store, api, lock, failures } = setup();
    await logIn(api, store, { email: 'ann@example.com', password: 'secret123' });
    store.getState().setTokens({ token: 'stolen', refreshToken: 'spent' });
    await expect(authorise(api, store)).rejects.toMatchObject({ status: 401 });
    expect(lock.state).toBe(-1);
    expect(failures).toHaveLength(1);
  });

  it('logout clears the user and runs every registered task, even after one fails', async () => {
    const store = createUserStore();
    store.getState().restore({ token: 't', refreshToken: 'r', current: CUSTOMER, ordersHistory: [] });
    const ran: string[] = [];
    store.getState().onLogout(() => void ran.push('cart'));
    store.getState().onLogout(() => Promise.reject(new Error('disk full')));
    const remove = store.getState().onLogout(() => void ran.push('never'));
    store.getState().onLogout(async () => void ran.push('checkout'));
    remove();
    await logOut(store);
    expect(ran).toEqual(['cart', 'checkout']);
    expect(store.getState()).toMatchObject({ token: null, refreshToken: null, current: null, ordersHistory: [] });
  });
});
