// The login panel's register and forgot-password forms (client/features/user/components/login-panel-body.tsx)
// as a shopper fills them: every field's message in both views before anything is sent (required, names too
// short, the password rule, passwords that differ, the terms), focus on the first wrong field, and the reset
// e-mail refused offline with its own message. Logging in and registering against the platform stay in the
// account journeys in Chromium (e2e/accounts.e2e.test.ts), where the session reaches IndexedDB.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPanelBody } from '#client/features/user/components/login-panel-body.tsx';
import { userFeature } from '#client/features/user/context.tsx';
import { fieldError } from '#tests/support/components/field-error.ts';
import { renderInView } from '#tests/support/components/render.tsx';
import { withServices } from '#tests/support/components/services.tsx';

const VIEWS = {
  ru: {
    path: '/',
    toRegister: 'Ещё нет кабинета? Создать',
    toForgot: 'Забыли пароль?',
    register: 'Зарегистрироваться',
    reset: 'Сбросить пароль',
    email: 'Адрес электронной почты',
    firstName: 'Имя',
    lastName: 'Фамилия',
    password: 'Пароль',
    repeat: 'Повторите пароль',
    terms: 'Я принимаю условия использования',
    required: 'Поле обязательно для заполнения.',
    firstNameMin: 'Имя должно содержать не меньше 2 букв.',
    lastNameMin: 'Фамилия должна содержать не меньше 3 букв.',
    passwordRule: 'Пароль должен содержать не меньше 8 символов, среди них букву и цифру.',
    passwordsMatch: 'Пароли должны совпадать.',
    termsMessage: 'Необходимо принять условия использования.',
    resetOffline: 'Смена пароля не работает без подключения к интернету!',
  },
  en: {
    path: '/en/',
    toRegister: 'Not yet a customer? Create an account',
    toForgot: 'Forgot the password?',
    register: 'Register an account',
    reset: 'Reset password',
    email: 'E-mail address',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    repeat: 'Repeat password',
    terms: 'I accept the terms and conditions',
    required: 'Field is required.',
    firstNameMin: 'First name needs at least 2 letters.',
    lastNameMin: 'Last name needs at least 3 letters.',
    passwordRule: 'The password needs at least 8 characters, with a letter and a digit.',
    passwordsMatch: 'Passwords must be identical.',
    termsMessage: 'You must accept the terms and conditions.',
    resetOffline: 'Reset password feature does not work while offline!',
  },
} as const;

/** A password input by its label (the label also holds the required mark; password inputs have no role). */
function passwordField(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

function renderPanel(view: (typeof VIEWS)[keyof typeof VIEWS]) {
  const { ui, calls } = withServices(<LoginPanelBody open />, () => Response.json({ code: 200, result: true }));
  return { ...renderInView(ui, { path: view.path, features: [userFeature] }), calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(Object.entries(VIEWS))('the login panel (%s view)', (_name, view) => {
  it('register: an empty form says what each field needs, focuses the first, sends nothing', async () => {
    const { user, calls } = renderPanel(view);
    await user.click(screen.getByRole('button', { name: view.toRegister }));
    await user.click(screen.getByRole('button', { name: view.register }));
    const fields = [view.email, view.firstName, view.lastName].map((name) => screen.getByRole('textbox', { name }));
    expect(fields.map(fieldError)).toEqual([view.required, view.required, view.required]);
    expect(fieldError(passwordField(view.password))).toBe(view.required);
    expect(fieldError(screen.getByRole('checkbox', { name: view.terms }))).toBe(view.termsMessage);
    expect(document.activeElement).toBe(fields[0]);
    expect(calls).toEqual([]);
  });

  it('register: names too short, a weak password, a different repeat and no terms each get their message', async () => {
    const { user, calls } = renderPanel(view);
    await user.click(screen.getByRole('button', { name: view.toRegister }));
    await user.type(screen.getByRole('textbox', { name: view.email }), 'anna@example.ru');
    await user.type(screen.getByRole('textbox', { name: view.firstName }), 'А');
    await user.type(screen.getByRole('textbox', { name: view.lastName }), 'Ли');
    const password = passwordField(view.password);
    const repeat = passwordField(view.repeat);
    await user.type(password, 'short1');
    await user.type(repeat, 'short2');
    await user.click(screen.getByRole('button', { name: view.register }));
    expect(fieldError(screen.getByRole('textbox', { name: view.email }))).toBeNull();
    expect(fieldError(screen.getByRole('textbox', { name: view.firstName }))).toBe(view.firstNameMin);
    expect(fieldError(screen.getByRole('textbox', { name: view.lastName }))).toBe(view.lastNameMin);
    expect(fieldError(password)).toBe(view.passwordRule);
    expect(fieldError(repeat)).toBe(view.passwordsMatch);
    expect(fieldError(screen.getByRole('checkbox', { name: view.terms }))).toBe(view.termsMessage);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: view.firstName }));
    expect(calls).toEqual([]);
  });

  it('forgot password: offline, the reset is refused with its own message and nothing is sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, calls } = renderPanel(view);
    await user.click(screen.getByRole('button', { name: view.toForgot }));
    await user.type(screen.getByRole('textbox', { name: view.email }), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: view.reset }));
    expect((await screen.findByRole('alert')).textContent).toBe(view.resetOffline);
    expect(calls).toEqual([]);
  });
});
