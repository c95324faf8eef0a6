// The account forms' rules (spec §5 messages; ADR 035 password rule; ADR 038).
import { describe, expect, it } from 'vitest';
import * as contract from '#shared/contract/user.ts';
import {
  CHANGE_PASSWORD_RULES,
  FORGOT_RULES,
  LOGIN_RULES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  newPassword,
  PROFILE_RULES,
  REGISTER_RULES,
  sameAs,
  SHIPPING_RULES,
  validateAccountForm,
} from '#shared/domain/account/field-rules.ts';

describe('account field rules (spec §5)', () => {
  it('keeps the platform password bounds', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(contract.MIN_PASSWORD_LENGTH);
    expect(MAX_PASSWORD_LENGTH).toBe(contract.MAX_PASSWORD_LENGTH);
  });

  it('checks a new password like the platform: 8+ characters, a letter and a digit', () => {
    expect(newPassword('', {})).toBeNull();
    expect(newPassword('abc123', {})).toBe('passwordRule');
    expect(newPassword('password', {})).toBe('passwordRule');
    expect(newPassword('12345678', {})).toBe('passwordRule');
    expect(newPassword('secret123', {})).toBeNull();
    expect(newPassword('пароль123', {})).toBeNull();
    expect(newPassword(`a1${'x'.repeat(255)}`, {})).toBe('passwordRule');
  });

  it("says 'Passwords must be identical.' when the repeat differs", () => {
    const rule = sameAs('password');
    expect(rule('secret123', { password: 'secret123' })).toBeNull();
    expect(rule('secret124', { password: 'secret123' })).toBe('passwordsMatch');
    expect(rule('', { password: 'secret123' })).toBeNull();
  });

  it('login: required fields, then a valid e-mail', () => {
    expect(validateAccountForm({ email: '', password: '' }, LOGIN_RULES)).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(validateAccountForm({ email: 'ann@', password: 'x' }, LOGIN_RULES)).toEqual({ email: 'email' });
    expect(validateAccountForm({ email: 'анна@mail.ru', password: 'x' }, LOGIN_RULES)).toEqual({
      email: 'latinOnly',
    });
    expect(validateAccountForm({ email: 'ann@example.com', password: 'x' }, LOGIN_RULES)).toEqual({});
  });

  it('register: names, password rule and the repeat', () => {
    expect(
      validateAccountForm(
        {
          email: 'ann@example.com',
          firstName: 'A',
          lastName: 'Li',
          password: 'secret',
          repeatPassword: 'other',
          terms: '',
        },
        REGISTER_RULES,
      ),
    ).toEqual({
      firstName: 'firstNameMin',
      lastName: 'lastNameMin',
      password: 'passwordRule',
      repeatPassword: 'passwordsMatch',
      terms: 'terms',
    });
    expect(
      validateAccountForm(
        {
          email: 'ann@example.com',
          firstName: 'Анна',
          lastName: 'Иванова',
          password: 'secret123',
          repeatPassword: 'secret123',
          terms: 'yes',
        },
        REGISTER_RULES,
      ),
    ).toEqual({});
  });

  it('forgot password, profile and change password', () => {
    expect(validateAccountForm({ email: '' }, FORGOT_RULES)).toEqual({ email: 'required' });
    expect(validateAccountForm({ email: 'ann@example.com', firstName: '', lastName: 'Lee' }, PROFILE_RULES)).toEqual({
      firstName: 'required',
    });
    expect(
      validateAccountForm(
        { currentPassword: '', password: 'new12345', repeatPassword: 'new12346' },
        CHANGE_PASSWORD_RULES,
      ),
    ).toEqual({ currentPassword: 'required', repeatPassword: 'passwordsMatch' });
  });

  it('shipping details: the checkout rules for city and zip-code', () => {
    expect(
      validateAccountForm(
        { firstName: 'Ann', lastName: 'Lee', street: '', city: '7', zipCode: '12', country: 'RU', phone: '' },
        SHIPPING_RULES,
      ),
    ).toEqual({ street: 'required', city: 'city', zipCode: 'zipMin' });
  });
});
