// Login tasks (client/features/user/login.ts logIn; spec §4 "Post-login"; ADR 042): after a login in this tab
// the registered tasks run with the new token, once the profile is loaded; logIn waits for them only when asked
// (the checkout's order follows a registration's login; the login panel does not wait); a failing task is
// logged, the login stands; a restored user (another tab's login, a reload) runs none.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type Fetcher } from '#shared/api/client.ts';
import { logIn } from '#client/features/user/login.ts';
import { createUserStore } from '#client/features/user/store.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const fetch: Fetcher = async (request) => {
  const path = new URL(request.url).pathname;
  if (path === '/api/user/login') return json({ code: 200, result: 'access-1', meta: { refreshToken: 'refresh-1' } });
  if (path === '/api/user/me') return json({ code: 200, result: { id: 7, firstname: 'Ann', addresses: [] } });
  return json({ code: 200, result: { items: [], search_criteria: { page_size: 20 }, total_count: 0 } });
};

describe('login tasks', () => {
  it('run after the profile, with the token; awaitLoginTasks waits for them; a failure is only logged', async () => {
    const api = createApiClient({ origin: 'http://shop.test', fetch, tokenInHeader: true });
    const store = createUserStore();
    const seen: string[] = [];
    store.getState().onLogin(async (token) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`merge ${token} profile ${store.getState().current?.id ?? 'none'}`);
    });
    store.getState().onLogin(() => {
      throw new Error('boom');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logIn(api, store, { email: 'ann@example.com', password: 'Sekret-2026' }, { awaitLoginTasks: true });
    expect(seen).toEqual(['merge access-1 profile 7']);
    expect(store.getState().token).toBe('access-1');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('the login panel’s login does not wait for the tasks; they run all the same', async () => {
    const api = createApiClient({ origin: 'http://shop.test', fetch, tokenInHeader: true });
    const store = createUserStore();
    let release = () => {};
    const done: string[] = [];
    store.getState().onLogin(async (token) => {
      await new Promise<void>((resolve) => (release = resolve));
      done.push(token);
    });
    await logIn(api, store, { email: 'ann@example.com', password: 'Sekret-2026' });
    expect([store.getState().token, done]).toEqual(['access-1', []]);
    release();
    await expect.poll(() => done).toEqual(['access-1']);
  });

  it('a restored user runs none; a removed task runs no more', async () => {
    const api = createApiClient({ origin: 'http://shop.test', fetch, tokenInHeader: true });
    const store = createUserStore();
    const seen: string[] = [];
    const remove = store.getState().onLogin((token) => void seen.push(token));
    store.getState().restore({ token: 'access-0', refreshToken: 'refresh-0', current: null, ordersHistory: [] });
    expect(seen).toEqual([]);
    remove();
    await logIn(api, store, { email: 'ann@example.com', password: 'Sekret-2026' });
    expect(seen).toEqual([]);
  });
});
