// The checkout's field rules (spec §5 "Checkout and account field messages"; issue 13; ADR 033): each rule
// answers the code of the spec's message, or null. Pure and isomorphic: the forms run them in the browser and
// the unit tests pin them; the client turns a code into the view's text (`validation.<code>`).
//
// Russian shoppers type Cyrillic names, streets and cities: every rule counts letters of any script
// (`\p{L}`). 'Only Latin alphabet characters are accepted.' applies only to the e-mail address, the one
// field whose transport truly needs Latin (ADR 033).

/** A spec §5 message, by code (the i18n key is `validation.<code>`). */
export type FieldError =
  'required' | 'email' | 'latinOnly' | 'firstNameMin' | 'lastNameMin' | 'zipMin' | 'taxIdMin' | 'city' | 'terms';

export type FieldRule = (value: string) => FieldError | null;

/** Spec §5: a first name needs at least 2 letters, another name field at least 3. */
export const FIRST_NAME_MIN_LETTERS = 2;
export const OTHER_NAME_MIN_LETTERS = 3;
/** Spec §5: 'Zip-code needs at least 3 letters.', 'Tax ID needs at least 3 letters.' (characters, not only letters: a zip is digits). */
export const ZIP_MIN_LENGTH = 3;
export const TAX_ID_MIN_LENGTH = 3;

const letterCount = (value: string) => value.match(/\p{L}/gu)?.length ?? 0;

/** Any character outside printable ASCII: what an e-mail transport without SMTPUTF8 cannot carry. */
const NON_LATIN = /[^\x20-\x7e]/;
/** One @, no spaces, a dot in the domain and a top-level part of two letters or more. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i;
/** A city: letters of any script, spaces, hyphens, apostrophes and dots ("Ростов-на-Дону", "St. Petersburg"). */
const CITY = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

export const required: FieldRule = (value) => (value.trim() === '' ? 'required' : null);

/** E-mail: Latin only (ADR 033), then a valid address. */
export const email: FieldRule = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (NON_LATIN.test(trimmed)) return 'latinOnly';
  return EMAIL.test(trimmed) ? null : 'email';
};

export const firstName: FieldRule = (value) =>
  value.trim() !== '' && letterCount(value) < FIRST_NAME_MIN_LETTERS ? 'firstNameMin' : null;

export const lastName: FieldRule = (value) =>
  value.trim() !== '' && letterCount(value) < OTHER_NAME_MIN_LETTERS ? 'lastNameMin' : null;

export const zipCode: FieldRule = (value) =>
  value.trim() !== '' && value.trim().length < ZIP_MIN_LENGTH ? 'zipMin' : null;

export const taxId: FieldRule = (value) =>
  value.trim() !== '' && value.trim().length < TAX_ID_MIN_LENGTH ? 'taxIdMin' : null;

export const city: FieldRule = (value) => {
  const trimmed = value.trim();
  return trimmed !== '' && (!CITY.test(trimmed) || letterCount(trimmed) < 2) ? 'city' : null;
};

/** The rules of a form, by field (a field without rules is always valid); a field's first failing rule is its error. */
export type FormRules<F extends string> = Readonly<Partial<Record<F, readonly FieldRule[]>>>;
export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

export function validateForm<F extends string>(
  values: Readonly<Record<F, string>>,
  rules: FormRules<F>,
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    for (const rule of rules[field] ?? []) {
      const error = rule(values[field] ?? '');
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}

export const hasErrors = (errors: FormErrors<string>) => Object.keys(errors).length > 0;
