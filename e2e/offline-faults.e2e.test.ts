// Issue 15 "Fault tests" and "profile updates are queued" (spec §3 sync task, §4 "Sync tasks", §7 generic queued
// task and `POST /api/user/me … is queued`, §8 'Error with response - bad content-type!'; ADR 040), in the
// browser with the service worker on (ru view). Faults are injected with context.route, which in Chromium sees the
// page's and the service worker's requests alike (playwright-core routes service-worker fetches by default), so
// whoever replays — the tab or the worker's Background Sync — meets them:
// - (a) a queued order reaches the platform (route.fetch: the server stores it) and its answer is lost (the
//   connection is reset): the task stays, goes out again by itself, and the platform answers the first order's
//   number — one order (the product's stock went down by one unit, not two);
// - (b) the platform answers 500, then a 200 that is not JSON (an HTML error page): the task stays, visibly (the
//   thank-you page still says it is queued; the task's last error is spec §8's 'Error with response - bad
//   content-type!'), and goes out by itself once the platform answers properly;
// - (c) a logged-in shopper queues a profile change and an order offline; their access token expires on the
//   platform meanwhile; back online the profile update meets a 401 → exactly one POST /api/user/refresh → the
//   profile update and the rest of the queue go through with the new token (the order is the customer's);
// - (d) the refresh token has expired too: the shopper is logged out and told, the login panel opens, the order
//   stays queued; logging in again sends it at once (not at the next page load), as the customer's order;
// - a profile name changed offline is saved on the device (the page says so) and reaches the platform once when
//   the connection returns.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { fromRepoRoot, localBin, repoRoot } from '#scripts/lib/project-paths.ts';
import { runCommand } from '#scripts/lib/run-command.ts';
import { RETRY_BASE_MS } from '#client/lib/backoff.ts';
import { wranglerEnv } from '#scripts/lib/wrangler-env.ts';
import { expect, test } from './support/fixtures';
import { axeViolations, notificationMessages, openHydrated, persistedCart } from './support/pages';
import { addProduct, CHECKOUT_VIEWS, fillValidCheckout, productInStock, SIMPLE } from './support/checkout';

// This file is about the service worker: its contexts install it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const view = CHECKOUT_VIEWS[0];
const QUEUED = 'Заказ сохранён на этом устройстве и будет отправлен, как только появится связь.';
const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
const PROFILE_QUEUED = 'Изменения сохранены на этом устройстве и будут отправлены, как только появится связь.';
const PROFILE_UPDATED = 'Данные кабинета обновлены';
const REFRESH_FAILED = 'Не удалось обновить ключ доступа. Войдите в кабинет ещё раз';
const PASSWORD = 'secret123';
/** The runner retries after 2 s, 4 s, 8 s … (client/lib/backoff.ts RETRY_BASE_MS). */
const RETRY_WINDOW_MS = 30_000;

/**
 * Reads `read` after moving the page's clock on by the first retry delay (the test installed `page.clock`), so a
 * retry the tab's runner has scheduled fires at the next look instead of 2, 4 or 8 s later. The service worker's
 * own timers are not the page's clock; whichever replays first, the queue sends each task once.
 */
async function afterRetryDelay<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await page.clock.fastForward(RETRY_BASE_MS);
  return read();
}

/** The durable queue's tasks as IndexedDB holds them. */
function queuedTasks(page: Page): Promise<Array<{ url: string; meta?: { last_error?: string } }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('storefront');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('sync-tasks').objectStore('sync-tasks').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as Array<{ url: string; meta?: { last_error?: string } }>);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

async function stockOf(page: Page, sku: string): Promise<number> {
  const answer = (await (await page.request.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).json()) as {
    result: { qty: number };
  };
  return answer.result.qty;
}

/** Opens the checkout, fills it online, places the order with the network off; answers the client's order id. */
async function placeOffline(page: Page): Promise<string> {
  await openHydrated(page, '/checkout');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const review = await fillValidCheckout(page, view);
  await page.context().setOffline(true);
  await review.getByRole('button', { name: view.submit[3] }).click();
  await page.waitForURL(/\/checkout-thankyou\/\d{13}-[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'queued');
  return decodeURIComponent(page.url().split('/').pop() ?? '');
}

const orderNumberShown = async (page: Page) =>
  /(\d{9})$/.exec(
    (await page
      .getByTestId('order-number')
      .textContent({ timeout: 1_000 })
      .catch(() => '')) ?? '',
  )?.[1] ?? '';

/** Every answer of the platform to `POST path` in this context (page and service worker), with its status. */
function answersTo(context: BrowserContext, path: string): number[] {
  const statuses: number[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) statuses.push(response.status());
  });
  return statuses;
}

async function registerAndLogIn(page: Page, email: string): Promise<void> {
  const created = await page.request.post('/api/user/create', {
    data: { customer: { email, firstname: 'Анна', lastname: 'Иванова' }, password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  await openHydrated(page, '/');
  await page.locator('.header__slot--account [data-user-loaded="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Мой кабинет', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Вход' });
  await panel.getByLabel('Адрес электронной почты').fill(email);
  await panel.getByLabel(/^Пароль/).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Войти в кабинет' }).click();
  await expect.poll(() => notificationMessages(page)).toContain('Вы вошли в кабинет!');
  await page.getByRole('link', { name: 'Мой кабинет', exact: true }).waitFor();
}

/** The platform's view of a customer (a fresh login through the API). */
async function platformCustomer(page: Page, email: string) {
  const login = (await (
    await page.request.post('/api/user/login', { data: { username: email, password: PASSWORD } })
  ).json()) as { result: string };
  const me = (await (await page.request.get(`/api/user/me?token=${login.result}`)).json()) as {
    result: { firstname: string };
  };
  const history = (await (await page.request.get(`/api/user/order-history?token=${login.result}`)).json()) as {
    result: { items: Array<{ increment_id: string }> };
  };
  return { firstname: me.result.firstname, orders: history.result.items.map((item) => item.increment_id) };
}

/** How many times expireTokens runs its statements before the test fails with wrangler's error. */
const EXPIRE_ATTEMPTS = 3;

/**
 * Makes every access token of the customer (and with `refresh`, every refresh token too) expired on the platform
 * (its D1, as time passing would).
 */
async function expireTokens(email: string, { refresh = false }: { refresh?: boolean } = {}): Promise<void> {
  const persistTo = fromRepoRoot(process.env.E2E_PERSIST ?? '.wrangler/e2e-state');
  const customer = `customer_id = (SELECT id FROM customers WHERE email = '${email}')`;
  const sql = [
    `UPDATE customer_access_tokens SET expires_at = 0 WHERE ${customer}`,
    ...(refresh ? [`UPDATE customer_refresh_tokens SET expires_at = 0 WHERE ${customer}`] : []),
  ].join('; ');
  // A second process opens the dev server's database: once in a clean-clone run on a busy host wrangler stopped
  // with "false == true" and nothing else (session 17). The statements are idempotent: try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await runCommand(
        localBin('wrangler'),
        ['d1', 'execute', 'storefront', '--local', '--persist-to', persistTo, '--command', sql],
        { cwd: repoRoot, env: wranglerEnv() },
      );
      return;
    } catch (error) {
      if (attempt === EXPIRE_ATTEMPTS) throw error;
      console.warn(`expireTokens: attempt ${attempt} of ${EXPIRE_ATTEMPTS} failed; trying again.\n${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function openProfile(page: Page): Promise<void> {
  await openHydrated(page, '/my-account');
  await page.locator('#profile-first-name').waitFor();
  await expect(page.locator('#profile-first-name')).not.toHaveValue('');
}

async function saveFirstName(page: Page, name: string): Promise<void> {
  await page.locator('#profile-first-name').fill(name);
  await page.getByRole('button', { name: 'Сохранить профиль' }).click();
}

test.describe('the durable queue under faults (ru view)', () => {
  test('(a) the answer to a queued order is lost after the platform stored it → replayed → one order', async ({
    page,
    problems,
  }) => {
    await page.clock.install();
    await addProduct(page, view, SIMPLE, 1);
    const [sku] = (await persistedCart(page)).map((line) => line.sku);
    const before = await stockOf(page, sku!);
    const orderId = await placeOffline(page);

    const numbers: string[] = [];
    await page.context().route('**/api/order?*', async (route: Route) => {
      const response = await route.fetch();
      numbers.push(((await response.json()) as { result: { orderNumber: string } }).result.orderNumber);
      // The platform stored the order; the first answer never reaches the browser.
      if (numbers.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response });
    });
    await page.context().setOffline(false);
    await expect.poll(() => afterRetryDelay(page, () => orderNumberShown(page))).toMatch(/^\d{9}$/);

    expect(numbers).toHaveLength(2);
    expect(numbers[1]).toBe(numbers[0]);
    expect(await orderNumberShown(page)).toBe(numbers[0]);
    expect((await page.request.get(`/api/order/${numbers[0]}?orderId=${encodeURIComponent(orderId)}`)).status()).toBe(
      200,
    );
    // One order, one unit taken from the stock.
    expect(await stockOf(page, sku!)).toBe(before - 1);
    expect(await queuedTasks(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('(b) 500, then a 200 that is not JSON: the task stays, visibly, and goes out by itself later', async ({
    page,
    problems,
  }) => {
    await page.clock.install();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[queue]')) warnings.push(message.text());
    });
    await addProduct(page, view, SIMPLE, 1);
    await placeOffline(page);

    let attempts = 0;
    let released = false;
    const numbers: string[] = [];
    await page.context().route('**/api/order?*', async (route: Route) => {
      attempts += 1;
      if (attempts === 1) return route.fulfill({ status: 500, json: { code: 500, result: 'Internal Server Error' } });
      if (!released)
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Bad gateway</p>' });
      const response = await route.fetch();
      numbers.push(((await response.json()) as { result: { orderNumber: string } }).result.orderNumber);
      return route.fulfill({ response });
    });
    await page.context().setOffline(false);

    await expect
      .poll(() => afterRetryDelay(page, async () => (await queuedTasks(page))[0]?.meta?.last_error))
      .toBe(BAD_CONTENT_TYPE);
    // Kept, and the shopper still reads that it waits to be sent; a retry meets the HTML page again.
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect((await queuedTasks(page)).length).toBe(1);
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('queued');
    expect(await page.getByTestId('order-status').textContent()).toBe(QUEUED);

    released = true;
    await expect.poll(() => afterRetryDelay(page, () => orderNumberShown(page))).toMatch(/^\d{9}$/);
    expect(numbers).toEqual([await orderNumberShown(page)]);
    expect(await queuedTasks(page)).toEqual([]);
    // The tab that replayed said why it kept the task (the service worker's console is not the page's).
    if (warnings.length > 0)
      expect(warnings.some((line) => line.includes('server error 500') || line.includes(BAD_CONTENT_TYPE))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });

  test('(c) a 401 mid-queue: one refresh, then the profile update and the order go through', async ({
    page,
    problems,
  }) => {
    const email = `queue-401-${Date.now()}@example.ru`;
    const context = page.context();
    await registerAndLogIn(page, email);
    await addProduct(page, view, SIMPLE, 1);
    // The checkout in a second tab, filled up to the review step while online.
    const checkout = await context.newPage();
    await openHydrated(checkout, '/checkout');
    await checkout.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const review = await fillValidCheckout(checkout, view);
    await openProfile(page);

    await context.setOffline(true);
    await saveFirstName(page, 'Мария');
    await expect.poll(() => notificationMessages(page)).toContain(PROFILE_QUEUED);
    await review.getByRole('button', { name: view.submit[3] }).click();
    await checkout.waitForURL(/\/checkout-thankyou\//, { timeout: 15_000 });
    expect(await checkout.getByTestId('order-status').textContent()).toBe(QUEUED);
    expect((await queuedTasks(page)).map((task) => new URL(task.url, 'http://x').pathname)).toEqual([
      '/api/user/me',
      '/api/order',
    ]);

    await expireTokens(email);
    const refreshes = answersTo(context, '/api/user/refresh');
    const profileAnswers = answersTo(context, '/api/user/me');
    const orderAnswers = answersTo(context, '/api/order');
    await context.setOffline(false);

    await expect.poll(() => orderNumberShown(checkout), { timeout: RETRY_WINDOW_MS }).toMatch(/^\d{9}$/);
    await expect.poll(() => queuedTasks(page)).toEqual([]);
    expect(refreshes).toEqual([200]);
    expect(profileAnswers).toContain(401);
    expect(profileAnswers.filter((status) => status === 200)).toHaveLength(1);
    expect(orderAnswers).toEqual([200]);
    // The profile in the store (the form) shows the platform's answer; the order is the customer's.
    await expect(page.locator('#profile-first-name')).toHaveValue('Мария');
    const platform = await platformCustomer(page, email);
    expect(platform).toEqual({ firstname: 'Мария', orders: [await orderNumberShown(checkout)] });
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('a refresh that fails (ru view)', () => {
  test('(d) logged out, the order kept and said so; logging in again sends it at once, as the customer’s', async ({
    page,
    problems,
  }) => {
    const email = `queue-relogin-${Date.now()}@example.ru`;
    const context = page.context();
    await registerAndLogIn(page, email);
    const product = await productInStock(page, { atLeast: 2, fromEnd: false });
    await addProduct(page, view, product.url_path, 1);
    await placeOffline(page);
    // Meanwhile the session ends on the platform: neither token works any more.
    await expireTokens(email, { refresh: true });
    const orderAnswers = answersTo(context, '/api/order');
    const refreshes = answersTo(context, '/api/user/refresh');
    await context.setOffline(false);

    // Spec §4: the refresh fails → logged out, said so, the login panel opens; the order stays (never dropped).
    await expect.poll(() => notificationMessages(page), { timeout: 20_000 }).toContain(REFRESH_FAILED);
    const panel = page.getByRole('dialog', { name: 'Вход' });
    await panel.waitFor();
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status !== 200)).toBe(true);
    expect(orderAnswers.length).toBeGreaterThanOrEqual(1);
    expect(orderAnswers.every((status) => status === 401)).toBe(true);
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('queued');
    expect(await queuedTasks(page)).toHaveLength(1);

    // Logging in again sends it right away: no reload, no `online` event.
    await panel.getByLabel('Адрес электронной почты').fill(email);
    await panel.getByLabel(/^Пароль/).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Войти в кабинет' }).click();
    await expect.poll(() => orderNumberShown(page), { timeout: 15_000 }).toMatch(/^\d{9}$/);
    expect(orderAnswers.filter((status) => status === 200)).toHaveLength(1);
    expect(await queuedTasks(page)).toEqual([]);
    expect((await platformCustomer(page, email)).orders).toEqual([await orderNumberShown(page)]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('profile updates go through the queue (ru view)', () => {
  test('a name changed offline is kept on the device, said so, and reaches the platform once online', async ({
    page,
    problems,
  }) => {
    const email = `queue-profile-${Date.now()}@example.ru`;
    await registerAndLogIn(page, email);
    await openProfile(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const posts = answersTo(page.context(), '/api/user/me');

    await page.context().setOffline(true);
    await saveFirstName(page, 'Ольга');
    await expect.poll(() => notificationMessages(page)).toContain(PROFILE_QUEUED);
    expect(await axeViolations(page)).toEqual([]);
    expect(posts).toEqual([]);
    expect((await queuedTasks(page)).map((task) => task.url)).toEqual(['/api/user/me?token={{token}}']);

    await page.context().setOffline(false);
    await expect.poll(() => queuedTasks(page), { timeout: RETRY_WINDOW_MS }).toEqual([]);
    expect(posts).toEqual([200]);
    await expect(page.locator('#profile-first-name')).toHaveValue('Ольга');
    expect((await platformCustomer(page, email)).firstname).toBe('Ольга');

    // Online, the same form still answers at once.
    await saveFirstName(page, 'Ирина');
    await expect.poll(() => notificationMessages(page)).toContain(PROFILE_UPDATED);
    expect(problems.pageErrors).toEqual([]);
  });
});
