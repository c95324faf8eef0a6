// Issue 14 "Accounts" in the browser, both store views (spec §2 my-account routes, §4 user session and
// user-token lock, §5 messages, §8 notifications; supplement §6 'My account', 'Log in to your account',
// 'Register an account'; ADR 035, 038): register from the header's login panel → 'You are logged in!' →
// my-account → Logout ('You're logged out') → log in → my orders (empty) → edit the profile ('Account data has
// successfully been updated') → forgot password → the reset link from the local outbox (GET /dev/mail) →
// /customer/account/createPassword → log in with the new password. Then the token lock: the stored access token
// is made invalid, and the three authorised calls of a reload (profile, history, the orders block) lead to
// exactly one /api/user/refresh. axe finds nothing on each login panel mode and each my-account block; on a
// phone every control of the panel and the account screen is at least 44 × 44 px. The cart merge after login
// (spec §4 post-login, ADR 042): a guest cart of 2 units with the newsletter coupon, an account whose server cart
// holds 1 unit of the product → 3 units, the coupon kept → an order placed logged in shows in My orders. The
// checkout's "I want to create an account": the order's account exists and My account shows its name.
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import {
  addProduct,
  CHECKOUT_VIEWS,
  CONFIGURABLE,
  fillValidCheckout,
  SIMPLE,
  step,
  waitForPlaced,
} from './support/checkout';
import { axeViolations, notificationMessages, openHydrated, persistedCart, PHONE, smallTargets } from './support/pages';

/** A login is two PBKDF2 checks and two calls on one local workerd that the cart merge of ADR 042 shares. */
const LOGIN_WAIT = { timeout: 10_000 };
const PASSWORD = 'secret123';
const CHANGED_PASSWORD = 'changed789';
const NEW_PASSWORD = 'newsecret456';

const VIEWS = [
  {
    name: 'ru',
    prefix: '',
    myAccount: 'Мой кабинет',
    panel: { login: 'Вход', register: 'Регистрация', forgot: 'Восстановление пароля' },
    toRegister: 'Ещё нет кабинета? Создать',
    toForgot: 'Забыли пароль?',
    toLogin: 'Вернуться ко входу',
    email: 'Адрес электронной почты',
    firstName: 'Имя',
    lastName: 'Фамилия',
    password: 'Пароль',
    repeatPassword: 'Повторите пароль',
    newPassword: 'Новый пароль',
    terms: 'Я принимаю условия использования',
    loginSubmit: 'Войти в кабинет',
    registerSubmit: 'Зарегистрироваться',
    resetSubmit: 'Сбросить пароль',
    loggedIn: 'Вы вошли в кабинет!',
    loggedOut: 'Вы вышли из кабинета',
    refreshFailed: 'Не удалось обновить ключ доступа. Войдите в кабинет ещё раз',
    logout: 'Выйти',
    required: 'Поле обязательно для заполнения.',
    identical: 'Пароли должны совпадать.',
    saveProfile: 'Сохранить профиль',
    profileUpdated: 'Данные кабинета обновлены',
    createSubmit: 'Сохранить новый пароль',
    currentPassword: 'Текущий пароль',
    changePassword: 'Сменить пароль',
    passwordChanged: 'Пароль успешно изменён',
    resetOffline: 'Смена пароля не работает без подключения к интернету!',
    names: ['Анна', 'Иванова', 'Мария'],
    orderColumns: ['Номер заказа', 'Дата и время', 'Статус', 'Сумма'],
    createAccount: 'Я хочу создать аккаунт',
    blocks: ['', '/shipping-details', '/newsletter', '/orders', '/recently-viewed'],
  },
  {
    name: 'en',
    prefix: '/en',
    myAccount: 'My account',
    panel: { login: 'Log in', register: 'Register', forgot: 'Reset password' },
    toRegister: 'Not yet a customer? Create an account',
    toForgot: 'Forgot the password?',
    toLogin: 'Back to login',
    email: 'E-mail address',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    repeatPassword: 'Repeat password',
    newPassword: 'New password',
    terms: 'I accept the terms and conditions',
    loginSubmit: 'Log in to your account',
    registerSubmit: 'Register an account',
    resetSubmit: 'Reset password',
    loggedIn: 'You are logged in!',
    loggedOut: "You're logged out",
    refreshFailed: 'Error refreshing user token. User is not authorized to access the resource',
    logout: 'Logout',
    required: 'Field is required.',
    identical: 'Passwords must be identical.',
    saveProfile: 'Update my profile',
    profileUpdated: 'Account data has successfully been updated',
    createSubmit: 'Save the new password',
    currentPassword: 'Current password',
    changePassword: 'Change password',
    passwordChanged: 'Password has successfully been changed',
    resetOffline: 'Reset password feature does not work while offline!',
    names: ['Ann', 'Lee', 'Mary'],
    orderColumns: ['Order ID', 'Date and time', 'Status', 'Sum'],
    createAccount: 'I want to create an account',
    blocks: ['', '/shipping-details', '/newsletter', '/orders', '/recently-viewed'],
  },
] as const;

type View = (typeof VIEWS)[number];

/** Waits until the device's user is read (the header shows the guest's button or the customer's link). */
async function openReady(page: Page, path: string): Promise<void> {
  await openHydrated(page, path);
  await page.locator('.header__slot--account [data-user-loaded="true"]').waitFor({ state: 'attached' });
}

async function openPanel(page: Page, view: View) {
  await page.getByRole('button', { name: view.myAccount, exact: true }).click();
  const panel = page.getByRole('dialog', { name: view.panel.login });
  await panel.getByRole('button', { name: view.loginSubmit }).waitFor();
  return panel;
}

async function logIn(page: Page, view: View, email: string, password: string) {
  const panel = await openPanel(page, view);
  await panel.getByLabel(view.email).fill(email);
  await panel.getByLabel(new RegExp(`^${view.password}`)).fill(password);
  await panel.getByRole('button', { name: view.loginSubmit }).click();
  await expect.poll(() => notificationMessages(page), LOGIN_WAIT).toContain(view.loggedIn);
  await page.getByRole('link', { name: view.myAccount, exact: true }).waitFor();
}

async function logOut(page: Page, view: View) {
  await openReady(page, `${view.prefix}/my-account`);
  await page.getByRole('button', { name: view.logout }).click();
  await expect.poll(() => notificationMessages(page)).toContain(view.loggedOut);
  // Logout leads home (a panel opened before that navigation ends would close with it).
  await page.waitForURL((url) => !url.pathname.includes('my-account'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: view.myAccount, exact: true }).waitFor();
}

/** Elements of `selector` smaller than 44 × 44 px, as "text w×h" lines. */

/** Replaces a stored token (IndexedDB `user`/`current-token` or the refresh token) with one never issued. */
async function spoilStoredToken(
  page: Page,
  key: 'current-token' | 'current-refresh-token' = 'current-token',
): Promise<void> {
  await page.evaluate(
    (recordKey) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('storefront');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('user', 'readwrite');
          tx.objectStore('user').put('0'.repeat(64), recordKey);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    key,
  );
}

for (const view of VIEWS) {
  test.describe(`accounts, ${view.name} store view`, () => {
    test('register → logout → login → orders → profile → reset password → login with the new one', async ({
      page,
      problems,
    }) => {
      const email = `e2e-${view.name}-${Date.now()}@example.com`;
      await openReady(page, `${view.prefix}/`);

      // The login panel: login mode, then register (axe on each); the spec's messages on an empty submit.
      const loginPanel = await openPanel(page, view);
      expect(await axeViolations(page)).toEqual([]);
      await loginPanel.getByRole('button', { name: view.loginSubmit }).click();
      await expect
        .poll(() => loginPanel.locator('.field__error').allTextContents())
        .toEqual([view.required, view.required]);
      await loginPanel.getByRole('button', { name: view.toForgot }).click();
      const forgotPanel = page.getByRole('dialog', { name: view.panel.forgot });
      await forgotPanel.getByRole('button', { name: view.resetSubmit }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await forgotPanel.getByRole('button', { name: view.toLogin }).click();
      await loginPanel.getByRole('button', { name: view.toRegister }).click();
      const registerPanel = page.getByRole('dialog', { name: view.panel.register });
      await registerPanel.getByRole('button', { name: view.registerSubmit }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const [first, last, renamed] = view.names;
      await registerPanel.getByLabel(view.email).fill(email);
      await registerPanel.getByLabel(view.firstName).fill(first);
      await registerPanel.getByLabel(view.lastName).fill(last);
      await registerPanel.getByLabel(new RegExp(`^${view.password}`)).fill(PASSWORD);
      await registerPanel.getByLabel(view.repeatPassword).fill(`${PASSWORD}x`);
      await registerPanel.getByLabel(view.terms).check();
      await registerPanel.getByRole('button', { name: view.registerSubmit }).click();
      await expect.poll(() => registerPanel.locator('.field__error').allTextContents()).toEqual([view.identical]);
      await registerPanel.getByLabel(view.repeatPassword).fill(PASSWORD);
      await registerPanel.getByRole('button', { name: view.registerSubmit }).click();
      await expect.poll(() => notificationMessages(page), LOGIN_WAIT).toContain(view.loggedIn);

      // Logged in: "My account" is a link to the account screen; every block passes axe.
      await page.getByRole('link', { name: view.myAccount, exact: true }).click();
      await page.getByTestId('account-block-MyProfile').waitFor();
      await expect(page.getByLabel(view.firstName)).toHaveValue(first);
      for (const block of view.blocks) {
        await openReady(page, `${view.prefix}/my-account${block}`);
        await page.getByRole('button', { name: view.logout }).waitFor();
        await page
          .locator('.account-block [role="status"]')
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        expect(await axeViolations(page)).toEqual([]);
      }

      // Logout, then log in again.
      await logOut(page, view);
      await openReady(page, `${view.prefix}/my-account`);
      await page.getByTestId('login-required').waitFor();
      await logIn(page, view, email, PASSWORD);

      // My orders: none yet.
      await openReady(page, `${view.prefix}/my-account/orders`);
      await page.getByTestId('orders-empty').waitFor();

      // Edit the profile.
      await openReady(page, `${view.prefix}/my-account`);
      const firstName = page.getByLabel(view.firstName);
      await expect(firstName).toHaveValue(first);
      await firstName.fill(renamed);
      await page.getByRole('button', { name: view.saveProfile }).click();
      await expect.poll(() => notificationMessages(page)).toContain(view.profileUpdated);
      await openReady(page, `${view.prefix}/my-account`);
      await expect(page.getByLabel(view.firstName)).toHaveValue(renamed);

      // Change the password: refused offline (spec §5), then changed; the shopper stays logged in.
      await page.getByLabel(view.currentPassword).fill(PASSWORD);
      await page.getByLabel(view.newPassword).fill(CHANGED_PASSWORD);
      await page.getByLabel(view.repeatPassword).fill(CHANGED_PASSWORD);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: view.changePassword }).click();
      await expect.poll(() => page.locator('.account-form__failure').allTextContents()).toEqual([view.resetOffline]);
      await page.context().setOffline(false);
      await page.getByRole('button', { name: view.changePassword }).click();
      await expect.poll(() => notificationMessages(page)).toContain(view.passwordChanged);
      await openReady(page, `${view.prefix}/my-account/orders`);
      await page.getByTestId('orders-empty').waitFor();

      // Forgot password → the reset link from the local outbox → a new password.
      await logOut(page, view);
      const panel = await openPanel(page, view);
      await panel.getByRole('button', { name: view.toForgot }).click();
      const forgot = page.getByRole('dialog', { name: view.panel.forgot });
      await forgot.getByLabel(view.email).fill(email);
      await forgot.getByRole('button', { name: view.resetSubmit }).click();
      await forgot.getByTestId('reset-sent').waitFor();
      const outbox = (await (await page.request.get(`/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
        result: Array<{ text: string }>;
      };
      const link = /https?:\/\/\S*createPassword\?\S+/.exec(outbox.result[0]?.text ?? '')?.[0] ?? '';
      expect(link).toContain('token=');
      const url = new URL(link);
      await openReady(page, `${url.pathname}${url.search}`);
      await page.getByLabel(view.newPassword).fill(NEW_PASSWORD);
      await page.getByLabel(view.repeatPassword).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: view.createSubmit }).click();
      await page.getByTestId('password-created').waitFor();
      // The login panel opens by itself; the new password works.
      const after = page.getByRole('dialog', { name: view.panel.login });
      await after.getByRole('button', { name: view.loginSubmit }).waitFor();
      await after.getByLabel(view.email).fill(email);
      await after.getByLabel(new RegExp(`^${view.password}`)).fill(NEW_PASSWORD);
      await after.getByRole('button', { name: view.loginSubmit }).click();
      await expect.poll(() => notificationMessages(page), LOGIN_WAIT).toContain(view.loggedIn);
      await page.getByRole('link', { name: view.myAccount, exact: true }).waitFor();

      // The token lock: an invalid access token and a reload → three authorised calls, one refresh.
      const refreshes: string[] = [];
      const authorised: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/api/user/refresh') refreshes.push(path);
        if (path === '/api/user/me' || path === '/api/user/order-history') authorised.push(path);
      });
      await spoilStoredToken(page);
      await openReady(page, `${view.prefix}/my-account/orders`);
      await page.getByTestId('orders-empty').waitFor();
      await expect(page.getByRole('button', { name: view.logout })).toHaveCount(1);
      // Three first calls with the spoiled token, each retried once after the one refresh.
      expect(authorised.filter((path) => path === '/api/user/me').length).toBeGreaterThanOrEqual(1);
      expect(authorised.length).toBeGreaterThanOrEqual(4);
      expect(refreshes).toHaveLength(1);

      // A refresh token the platform refuses: the lock fails (-1), the shopper is logged out silently, the
      // spec §8 message shows and the login panel opens.
      await spoilStoredToken(page, 'current-refresh-token');
      await spoilStoredToken(page);
      await openReady(page, `${view.prefix}/my-account`);
      await page
        .getByRole('dialog', { name: view.panel.login })
        .getByRole('button', { name: view.loginSubmit })
        .waitFor();
      await expect.poll(() => notificationMessages(page)).toContain(view.refreshFailed);
      expect(await notificationMessages(page)).not.toContain(view.loggedOut);
      await page.getByTestId('login-required').waitFor({ state: 'attached' });
      expect(problems.pageErrors).toEqual([]);
      // The refused calls (401s, the offline attempt) are the only console errors: no hydration warning.
      expect(
        problems.consoleErrors.filter((line) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(line)),
      ).toEqual([]);
    });

    test('guest cart 2 + coupon → login to an account holding 1 → 3 with the coupon → order in My orders', async ({
      page,
      problems,
    }) => {
      const shop = CHECKOUT_VIEWS.find((candidate) => candidate.name === view.name)!;
      const email = `e2e-merge-${view.name}-${Date.now()}@example.com`;
      // The guest: 2 units of the backpack and the newsletter coupon.
      await addProduct(page, shop, SIMPLE, 1);
      await addProduct(page, shop, SIMPLE, 2);
      const sku = (await persistedCart(page))[0]!.sku;
      await page.getByRole('button', { name: shop.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: shop.cartHeading });
      await dialog.getByTestId('microcart-line').first().waitFor();
      await dialog.getByRole('textbox', { name: shop.coupon }).fill('NEWSLETTER10');
      await dialog.getByRole('button', { name: shop.apply }).click();
      await expect(dialog.getByTestId('coupon-code')).toHaveText('NEWSLETTER10', { timeout: 30_000 });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The account, made on "another device": its server cart holds 1 unit of the same product.
      const created = await page.request.post('/api/user/create', {
        data: { customer: { email, firstname: view.names[0], lastname: view.names[1] }, password: PASSWORD },
      });
      expect(created.status()).toBe(200);
      const login = await page.request.post('/api/user/login', { data: { username: email, password: PASSWORD } });
      const token = ((await login.json()) as { result: string }).result;
      const auth = { authorization: `Bearer ${token}` };
      const cartId = String(
        ((await (await page.request.post('/api/cart/create', { headers: auth })).json()) as { result: string }).result,
      );
      const saved = await page.request.post(`/api/cart/update?cartId=${cartId}`, {
        headers: auth,
        data: { cartItem: { sku, qty: 1, quoteId: cartId } },
      });
      expect(saved.status()).toBe(200);

      // Login on this device: the carts merge (2 + 1), the coupon is still applied.
      await logIn(page, view, email, PASSWORD);
      await expect(page.getByTestId('cart-count')).toHaveText('3', { timeout: 15_000 });
      await page.getByRole('button', { name: shop.open, exact: true }).click();
      await dialog.getByTestId('microcart-line').first().waitFor();
      await expect(dialog.getByTestId('coupon-code')).toHaveText('NEWSLETTER10', { timeout: 30_000 });
      const pulled = await page.request.get(`/api/cart/pull?cartId=${cartId}`, { headers: auth });
      const serverLines = ((await pulled.json()) as { result: Array<{ sku: string; qty: number }> }).result;
      expect(serverLines.map((line) => [line.sku, line.qty])).toEqual([[sku, 3]]);

      // An order placed logged in belongs to the account: My orders lists it.
      await dialog.getByRole('link', { name: shop.proceed }).click();
      await page.waitForURL(`**${view.prefix}/checkout`);
      const review = await fillValidCheckout(page, shop);
      await review.getByRole('button', { name: shop.submit[3] }).click();
      const orderNumber = await waitForPlaced(page);
      expect(orderNumber).toMatch(/^\d{9}$/);
      await openReady(page, `${view.prefix}/my-account/orders`);
      const table = page.getByTestId('orders-table');
      await table.waitFor();
      expect(await table.locator('thead th').allTextContents()).toEqual([...view.orderColumns]);
      await expect.poll(() => table.locator('tbody th').allTextContents()).toContain(`#${orderNumber}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('checkout "I want to create an account": the order makes the account; My account shows the name', async ({
      page,
      problems,
    }) => {
      const shop = CHECKOUT_VIEWS.find((candidate) => candidate.name === view.name)!;
      const email = `e2e-checkout-account-${view.name}-${Date.now()}@example.com`;
      // The kedy, not the backpack the other tests buy: a full run leaves the backpack some stock.
      await addProduct(page, shop, CONFIGURABLE, 1);
      await openReady(page, `${view.prefix}/checkout`);
      const personal = step(page, 'personalDetails');
      await personal.getByRole('textbox').first().waitFor();
      await personal.getByLabel(view.createAccount).check();
      // The password fields: 'Passwords must be identical.' until they are.
      await personal.getByLabel(new RegExp(`^${view.password}`)).fill(PASSWORD);
      await personal.getByLabel(view.repeatPassword).fill(`${PASSWORD}x`);
      expect(await axeViolations(page)).toEqual([]);
      await personal.getByLabel(shop.field.firstName).fill(view.names[0]);
      await personal.getByLabel(shop.field.lastName).fill(view.names[1]);
      await personal.getByLabel(shop.field.email).fill(email);
      await personal.getByRole('button', { name: shop.submit[0] }).click();
      await expect.poll(() => personal.locator('.field__error').allTextContents()).toEqual([view.identical]);
      await personal.getByLabel(view.repeatPassword).fill(PASSWORD);
      await personal.getByRole('button', { name: shop.submit[0] }).click();
      // The other steps as any order (e2e/support/checkout.ts fillValidCheckout would put its own e-mail here).
      const shipping = step(page, 'shipping');
      await expect(shipping).toHaveAttribute('data-state', 'open');
      await shipping.getByLabel(shop.field.street).fill('ул. Ленина, 5');
      await shipping.getByLabel(shop.field.city).fill('Ярославль');
      await shipping.getByLabel(shop.field.zip).fill('150000');
      await shipping.getByLabel(shop.field.phone).fill('+7 900 000-00-00');
      await shipping.getByRole('button', { name: shop.submit[1] }).click();
      const payment = step(page, 'payment');
      await expect(payment).toHaveAttribute('data-state', 'open');
      await payment.getByRole('radio', { name: shop.cod }).check();
      await payment.getByRole('button', { name: shop.submit[2] }).click();
      const review = step(page, 'orderReview');
      await expect(review).toHaveAttribute('data-state', 'open');
      await review.getByRole('checkbox').check();
      await review.getByRole('button', { name: shop.submit[3] }).click();
      await waitForPlaced(page);

      // The account exists and is logged in: My account shows its name; the order is in My orders.
      await openReady(page, `${view.prefix}/my-account`);
      await page.getByTestId('account-block-MyProfile').waitFor();
      await expect(page.getByLabel(view.firstName)).toHaveValue(view.names[0]);
      await openReady(page, `${view.prefix}/my-account/orders`);
      await page.getByTestId('orders-table').waitFor();
      expect(problems.pageErrors).toEqual([]);
    });
  });
}

test.describe('accounts on a phone', () => {
  test('the login panel and the account screen have 44 px targets', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const view = VIEWS[1];
    const email = `e2e-phone-${Date.now()}@example.com`;
    await openReady(page, `${view.prefix}/`);
    const panel = await openPanel(page, view);
    const controls =
      '.account-panel button, .account-panel input:not([type="checkbox"]), .account-panel .choice__label';
    expect(await smallTargets(page, controls)).toEqual([]);
    await panel.getByRole('button', { name: view.toRegister }).click();
    const register = page.getByRole('dialog', { name: view.panel.register });
    await register.getByRole('button', { name: view.registerSubmit }).waitFor();
    expect(await smallTargets(page, controls)).toEqual([]);
    await register.getByLabel(view.email).fill(email);
    await register.getByLabel(view.firstName).fill('Ann');
    await register.getByLabel(view.lastName).fill('Lee');
    await register.getByLabel(new RegExp(`^${view.password}`)).fill(PASSWORD);
    await register.getByLabel(view.repeatPassword).fill(PASSWORD);
    await register.getByLabel(view.terms).check();
    await register.getByRole('button', { name: view.registerSubmit }).click();
    await page.getByRole('link', { name: view.myAccount, exact: true }).waitFor();
    expect(await smallTargets(page, '.header__slot--account a')).toEqual([]);
    await openReady(page, `${view.prefix}/my-account`);
    await page.getByRole('button', { name: view.logout }).waitFor();
    expect(await smallTargets(page, '.account a, .account button, .account input:not([type="checkbox"])')).toEqual([]);
  });
});

test.describe('the header with the account entry', () => {
  test('stays one row without horizontal scrolling on a phone and a 1024 px tablet, both views', async ({ page }) => {
    for (const size of [PHONE, { width: 1024, height: 768 }]) {
      await page.setViewportSize(size);
      for (const view of VIEWS) {
        await openReady(page, `${view.prefix}/`);
        expect((await page.locator('header.header').boundingBox())?.height).toBeLessThanOrEqual(64);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    }
  });
});
