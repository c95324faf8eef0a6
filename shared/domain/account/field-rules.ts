// The account forms' field rules (spec §5 "Checkout and account field messages"; issue 14; ADR 038): the
// login, register, forgot-password, profile, change-password and create-password forms. The checkout's rules
// (shared/domain/checkout/field-rules.ts: required, email, names) are reused; what accounts add is here: the
// repeated password ('Passwords must be identical.') and the platform's password rule (ADR 035: 8 to 256
// characters with a letter and a digit; spec §5 shows no strength rule), checked before the request so the
// shopper reads it under the field. Pure and isomorphic; the client turns a code into `validation.<code>`.
import {
  city,
  email,
  firstName,
  lastName,
  required,
  zipCode,
  type FieldError,
} from '#shared/domain/checkout/field-rules.ts';

/**
 * The platform's password bounds (shared/contract/user.ts MIN/MAX_PASSWORD_LENGTH; the unit test pins them
 * equal). Copied, not imported: that module is zod, which stays out of the browser (ADR 021).
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/** A spec §5 message (or the password rule's), by code (the i18n key is `validation.<code>`). */
export type AccountFieldError = FieldError | 'passwordsMatch' | 'passwordRule';

export type AccountFieldRule = (value: string, values: Readonly<Record<string, string>>) => AccountFieldError | null;

/** ADR 035: at least MIN_PASSWORD_LENGTH characters, at most MAX_PASSWORD_LENGTH, a letter and a digit. */
export const newPassword: AccountFieldRule = (value) => {
  if (value === '') return null;
  const fits = value.length >= MIN_PASSWORD_LENGTH && value.length <= MAX_PASSWORD_LENGTH;
  return fits && /\p{L}/u.test(value) && /\p{N}/u.test(value) ? null : 'passwordRule';
};

/** Spec §5 'Passwords must be identical.': the field repeats the form's `password` field. */
export const sameAs =
  (field: string): AccountFieldRule =>
  (value, values) =>
    value !== '' && value !== (values[field] ?? '') ? 'passwordsMatch' : null;

/** The checkout's single-value rules as account rules. */
const lift =
  (rule: (value: string) => FieldError | null): AccountFieldRule =>
  (value) =>
    rule(value);

export const REQUIRED = lift(required);
export const EMAIL = lift(email);
export const FIRST_NAME = lift(firstName);
export const LAST_NAME = lift(lastName);
export const CITY = lift(city);
export const ZIP_CODE = lift(zipCode);

/** Spec §5 'You must accept the terms and conditions.': a checkbox's value is 'yes' when ticked. */
export const ACCEPTED: AccountFieldRule = (value) => (value === 'yes' ? null : 'terms');

export type AccountFormRules<F extends string> = Readonly<Record<F, readonly AccountFieldRule[]>>;
export type AccountFormErrors<F extends string> = Partial<Record<F, AccountFieldError>>;

/** The rules of every account form, by field. */
export const LOGIN_RULES = { email: [REQUIRED, EMAIL], password: [REQUIRED] } as const;
export const FORGOT_RULES = { email: [REQUIRED, EMAIL] } as const;
export const REGISTER_RULES = {
  email: [REQUIRED, EMAIL],
  firstName: [REQUIRED, FIRST_NAME],
  lastName: [REQUIRED, LAST_NAME],
  password: [REQUIRED, newPassword],
  repeatPassword: [REQUIRED, sameAs('password')],
  terms: [ACCEPTED],
} as const;
export const PROFILE_RULES = {
  email: [REQUIRED, EMAIL],
  firstName: [REQUIRED, FIRST_NAME],
  lastName: [REQUIRED, LAST_NAME],
} as const;
/** MyShippingDetails: the default address (the platform's address rule: names, street, city, zip, country). */
export const SHIPPING_RULES = {
  firstName: [REQUIRED, FIRST_NAME],
  lastName: [REQUIRED, LAST_NAME],
  street: [REQUIRED],
  city: [REQUIRED, CITY],
  zipCode: [REQUIRED, ZIP_CODE],
  country: [REQUIRED],
  phone: [],
} as const;
export const CHANGE_PASSWORD_RULES = {
  currentPassword: [REQUIRED],
  password: [REQUIRED, newPassword],
  repeatPassword: [REQUIRED, sameAs('password')],
} as const;
export const CREATE_PASSWORD_RULES = {
  password: [REQUIRED, newPassword],
  repeatPassword: [REQUIRED, sameAs('password')],
} as const;

/** Each field's first failing rule; a field that passes every rule is absent. */
export function validateAccountForm<F extends string>(
  values: Readonly<Record<F, string>>,
  rules: AccountFormRules<F>,
): AccountFormErrors<F> {
  const errors: AccountFormErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    for (const rule of rules[field]) {
      const error = rule(values[field] ?? '', values);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}
