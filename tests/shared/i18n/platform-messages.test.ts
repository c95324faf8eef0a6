// The platform's messages in the view's language (shared/i18n/platform-messages.ts): each text the platform answers
// (shared/contract/user.ts) is recognised, Russian gets its own words with the numbers in their plural forms, and a
// text it does not know is left to the caller.
import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_EMAIL,
  PASSWORD_MISMATCH,
  RESET_TOKEN_EXPIRED,
  RESET_TOKEN_MISMATCH,
  SIGN_IN_FAILED,
  tooManyAttempts,
} from '#shared/contract/user.ts';
import { platformMessage } from '#shared/i18n/platform-messages.ts';
import { translate } from '#shared/i18n/translate.ts';

const inView = (storeCode: 'ru' | 'en', text: string) => {
  const known = platformMessage(text);
  return known ? translate(storeCode, known.key, known.params) : null;
};

describe('platformMessage', () => {
  it('knows every account refusal of the platform, and English reads exactly what the platform said', () => {
    for (const text of [
      DUPLICATE_EMAIL,
      SIGN_IN_FAILED,
      RESET_TOKEN_MISMATCH,
      RESET_TOKEN_EXPIRED,
      PASSWORD_MISMATCH,
      tooManyAttempts(1),
      tooManyAttempts(15),
    ]) {
      expect(inView('en', text)).toBe(text);
      expect(inView('ru', text)).toMatch(/[а-яё]/i);
    }
  });

  it('Russian: a used reset link and a refused sign-in in Russian words', () => {
    expect(inView('ru', RESET_TOKEN_MISMATCH)).toBe(
      'Ссылка для смены пароля недействительна или уже использована. Запросите новую.',
    );
    expect(inView('ru', SIGN_IN_FAILED)).toBe('Неверный e-mail или пароль, или учётная запись временно заблокирована.');
  });

  it('carries the numbers, in the plural form of the view: 1 минуту, 3 минуты, 15 минут; 1 minute', () => {
    expect([1, 3, 15].map((minutes) => inView('ru', tooManyAttempts(minutes)))).toEqual([
      'Слишком много попыток. Подождите 1 минуту и попробуйте снова.',
      'Слишком много попыток. Подождите 3 минуты и попробуйте снова.',
      'Слишком много попыток. Подождите 15 минут и попробуйте снова.',
    ]);
    expect(inView('ru', 'Only 3 products of this type are available.')).toBe('Доступно только 3 шт. этого товара.');
  });

  it('a text it does not know is not guessed at', () => {
    expect(platformMessage('The requested qty is not available')).toBeNull();
    expect(platformMessage(`${SIGN_IN_FAILED} Extra`)).toBeNull();
  });
});
