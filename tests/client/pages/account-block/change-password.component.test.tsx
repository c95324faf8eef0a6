// Changing the password in My profile (client/pages/account-block/my-profile.tsx): each field's message in both
// views, refused offline before anything is sent, the platform's refusal of a wrong current password in the view's
// words, and a change that succeeds signs in again with the new password (a changed password ends every
// session), says so and empties the form.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyProfile } from '#client/pages/account-block/my-profile.tsx';
import { PASSWORD_MISMATCH } from '#shared/contract/user.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { fieldError } from '#tests/support/components/field-error.ts';
import type { ApiCall } from '#tests/support/components/services.tsx';
import { CUSTOMER, renderSignedIn, SIGNED_IN_TOKEN } from '#tests/support/components/signed-in.tsx';

const TEXTS = {
  ru: {
    current: 'Текущий пароль',
    next: 'Новый пароль',
    repeat: 'Повторите пароль',
    submit: 'Сменить пароль',
    changed: 'Пароль успешно изменён',
    offline: 'Смена пароля не работает без подключения к интернету!',
    required: 'Поле обязательно для заполнения.',
    rule: 'Пароль должен содержать не меньше 8 символов, среди них букву и цифру.',
    match: 'Пароли должны совпадать.',
    wrongCurrent: 'Текущий пароль указан неверно.',
  },
  en: {
    current: 'Current password',
    next: 'New password',
    repeat: 'Repeat password',
    submit: 'Change password',
    changed: 'Password has successfully been changed',
    offline: 'Reset password feature does not work while offline!',
    required: 'Field is required.',
    rule: 'The password needs at least 8 characters, with a letter and a digit.',
    match: 'Passwords must be identical.',
    wrongCurrent: "The password doesn't match this account.",
  },
} as const;

/** The platform: a change with the right current password, the new session's login, profile and history. */
function platform(call: ApiCall): Response {
  if (call.path === '/api/user/change-password') {
    const { currentPassword } = call.body as { currentPassword: string };
    return currentPassword === 'old-pass1'
      ? Response.json({ code: 200, result: true })
      : Response.json({ code: 400, result: { errorMessage: PASSWORD_MISMATCH, code: 401 } }, { status: 400 });
  }
  if (call.path === '/api/user/login')
    return Response.json({ code: 200, result: 'token-2', meta: { refreshToken: 'refresh-2' } });
  if (call.path === '/api/user/me') return Response.json({ code: 200, result: CUSTOMER });
  return Response.json({ code: 200, result: { items: [], total_count: 0 } });
}

function renderBlock(storeCode: StoreCode) {
  const view = renderSignedIn(<MyProfile />, {
    path: storeCode === 'ru' ? '/my-account' : '/en/my-account',
    answer: platform,
  });
  const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
  return { ...view, field, errorOf: (label: string) => fieldError(field(label)) };
}

afterEach(() => vi.restoreAllMocks());

describe.each(['ru', 'en'] as const)('changing the password (%s view)', (storeCode) => {
  const text = TEXTS[storeCode];

  it('each field says what is wrong; nothing is sent', async () => {
    const { user, calls, field, errorOf } = renderBlock(storeCode);
    await user.type(field(text.next), 'short');
    await user.type(field(text.repeat), 'other');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect([errorOf(text.current), errorOf(text.next), errorOf(text.repeat)]).toEqual([
      text.required,
      text.rule,
      text.match,
    ]);
    expect(document.activeElement).toBe(field(text.current));
    expect(calls).toEqual([]);
  });

  it('offline: refused before anything is sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, calls, field } = renderBlock(storeCode);
    await user.type(field(text.current), 'old-pass1');
    await user.type(field(text.next), 'new-pass2');
    await user.type(field(text.repeat), 'new-pass2');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByText(text.offline)).getAttribute('role')).toBe('alert');
    expect(calls).toEqual([]);
  });

  it('a wrong current password: the platform’s reason, the session kept', async () => {
    const { user, calls, field, userStore } = renderBlock(storeCode);
    await user.type(field(text.current), 'guess-123');
    await user.type(field(text.next), 'new-pass2');
    await user.type(field(text.repeat), 'new-pass2');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByText(text.wrongCurrent)).getAttribute('role')).toBe('alert');
    expect(calls.map((call) => call.path)).toEqual(['/api/user/change-password']);
    expect(userStore.getState().token).toBe(SIGNED_IN_TOKEN);
  });

  it('changed: signed in again with the new password, said so, the form empty', async () => {
    const { user, calls, field, userStore, messages } = renderBlock(storeCode);
    await user.type(field(text.current), 'old-pass1');
    await user.type(field(text.next), 'new-pass2');
    await user.type(field(text.repeat), 'new-pass2');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await expect.poll(messages).toEqual([text.changed]);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/user/change-password',
      body: { currentPassword: 'old-pass1', newPassword: 'new-pass2' },
    });
    expect(calls[0]!.query.get('token')).toBe(SIGNED_IN_TOKEN);
    expect(calls[1]).toMatchObject({
      path: '/api/user/login',
      body: { username: CUSTOMER.email, password: 'new-pass2' },
    });
    expect(userStore.getState().token).toBe('token-2');
    expect(
      [field(text.current), field(text.next), field(text.repeat)].map((input) => input.getAttribute('value')),
    ).toEqual(['', '', '']);
  });
});
