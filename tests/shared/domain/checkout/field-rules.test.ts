// Spec §5 checkout field messages and ADR 033 (Cyrillic accepted, Latin only for the e-mail).
import { describe, expect, it } from 'vitest';
import {
  city,
  email,
  firstName,
  hasErrors,
  lastName,
  required,
  taxId,
  validateForm,
  zipCode,
} from '#shared/domain/checkout/field-rules.ts';
import { invoiceRules, personalDetailsRules, shippingAddressRules } from '#shared/domain/checkout/steps.ts';

describe('field rules', () => {
  it('requires a value that is not only spaces', () => {
    expect(required('')).toBe('required');
    expect(required('   ')).toBe('required');
    expect(required('Анна')).toBeNull();
  });

  it('counts letters of any script in names: first name 2, last name 3', () => {
    expect(firstName('Я')).toBe('firstNameMin');
    expect(firstName('Ян')).toBeNull();
    expect(firstName('Jo')).toBeNull();
    expect(lastName('Ли')).toBe('lastNameMin');
    expect(lastName('Ким')).toBeNull();
    expect(lastName('Салтыков-Щедрин')).toBeNull();
    expect(lastName('12')).toBe('lastNameMin');
  });

  it('accepts only Latin e-mail addresses, then checks the address', () => {
    expect(email('anna@example.ru')).toBeNull();
    expect(email('Anna.Petrova+shop@mail.example.com')).toBeNull();
    expect(email('анна@почта.рф')).toBe('latinOnly');
    expect(email('test@false')).toBe('email');
    expect(email('no-at-sign.ru')).toBe('email');
    expect(email('two@@example.ru')).toBe('email');
    expect(email('')).toBeNull();
  });

  it('needs 3 characters in a zip code and a tax ID', () => {
    expect(zipCode('12')).toBe('zipMin');
    expect(zipCode('123')).toBeNull();
    expect(zipCode('190000')).toBeNull();
    expect(taxId('77')).toBe('taxIdMin');
    expect(taxId('7701234567')).toBeNull();
  });

  it('accepts Russian and Latin city names, refuses digits and symbols', () => {
    for (const name of ['Москва', 'Санкт-Петербург', 'Ростов-на-Дону', 'Орёл', 'St. Petersburg', "Val-d'Isère"])
      expect(city(name), name).toBeNull();
    for (const name of ['123', 'Moscow 1', '@@@', '-Moscow', 'М']) expect(city(name), name).toBe('city');
  });
});

describe('step forms', () => {
  it('answers the first failing rule of each field', () => {
    expect(validateForm({ firstName: '', lastName: 'Ли', emailAddress: 'a@b' }, personalDetailsRules)).toEqual({
      firstName: 'required',
      lastName: 'lastNameMin',
      emailAddress: 'email',
    });
    const valid = validateForm(
      { firstName: 'Анна', lastName: 'Петрова', emailAddress: 'anna@example.ru' },
      personalDetailsRules,
    );
    expect(hasErrors(valid)).toBe(false);
  });

  it('checks a Russian delivery address without complaint and requires the phone', () => {
    const address = {
      firstName: 'Анна',
      lastName: 'Петрова',
      streetAddress: 'ул. Ленина, 5',
      apartmentNumber: '',
      city: 'Ярославль',
      state: '',
      zipCode: '150000',
      country: 'RU',
      phoneNumber: '',
    };
    expect(validateForm(address, shippingAddressRules)).toEqual({ phoneNumber: 'required' });
    expect(validateForm({ ...address, phoneNumber: '+7 900 000-00-00' }, shippingAddressRules)).toEqual({});
  });

  it('needs a company and a tax ID for an invoice', () => {
    expect(validateForm({ company: '', taxId: '12' }, invoiceRules)).toEqual({
      company: 'required',
      taxId: 'taxIdMin',
    });
  });
});
