// Customer account contract (vsf-api-contract §1.1 U1-U9, §1.2; spec §5 "only firstname, lastname, email and
// addresses can be changed", §7 Users; issue 14; docs/decisions/035-accounts-tokens-and-mail.md): the request
// bodies and queries the platform validates (bad input → 400 naming the field), the password rule, the
// platform's messages and the answers it gives. Pure zod, shared with the browser (which imports the types
// and the messages, never the schemas' checks at run time).
import { z } from 'zod';
import { describeInput, typeError } from './envelope';

// ---- Messages (Magento's words where the contract's client shows them, spec §8) ----

export const DUPLICATE_EMAIL = 'A customer with the same email address already exists in an associated website.';
export const SIGN_IN_FAILED = 'You did not sign in correctly or your account is temporarily disabled.';
export const NOT_AUTHORIZED = "The consumer isn't authorized to access self.";
export const INVALID_REFRESH_TOKEN = 'Invalid refresh token provided';
export const RESET_TOKEN_MISMATCH = 'The password token is mismatched. Reset and try again.';
export const RESET_TOKEN_EXPIRED = 'The password token is expired. Reset and try again.';
export const PASSWORD_MISMATCH = "The password doesn't match this account.";
export const INVALID_ADDRESS = 'Provided invalid address.id or address.customer_id';
/** Login or reset attempts past a limit (429); `minutes` is when the window ends. */
export const tooManyAttempts = (minutes: number) =>
  `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

// ---- Limits ----

/** Shortest password (Magento's default minimum length). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password: bounds the PBKDF2 input; far beyond any passphrase. */
export const MAX_PASSWORD_LENGTH = 256;
/** Longest name or address field (Magento's varchar 255). */
const MAX_FIELD = 255;
/** Longest e-mail address (RFC 5321 path limit). */
const MAX_EMAIL = 254;
/** Addresses one account may keep (Magento has no limit; a shopper has a handful). */
export const MAX_ADDRESSES = 20;
/** Order history page sizes (contract U9: default 20). */
export const ORDER_HISTORY_PAGE_SIZE = 20;
export const MAX_ORDER_HISTORY_PAGE_SIZE = 100;

// ---- Fields ----

function requestBodyError(example: string): z.core.$ZodErrorMap {
  return (issue) =>
    issue.code === 'invalid_type'
      ? issue.input === undefined
        ? undefined
        : `The request body must be a JSON object ${example}, got ${describeInput(issue.input)}`
      : undefined;
}

export const emailSchema = z
  .string({ error: typeError('an e-mail address') })
  .trim()
  .min(1, 'is required')
  .max(MAX_EMAIL, `is too long (at most ${MAX_EMAIL} characters)`)
  .pipe(z.email('must be a valid e-mail address'));

/**
 * A new password (spec §5: "strength rules not shown"; Magento's default minimum of 8 characters, with at
 * least one letter and one digit, so "password" and "12345678" are refused).
 */
export const newPasswordSchema = z
  .string({ error: typeError('a string') })
  .min(MIN_PASSWORD_LENGTH, `must have at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `is too long (at most ${MAX_PASSWORD_LENGTH} characters)`)
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), 'must contain at least one letter and one digit');

/** A password being checked (login, change-password's current one): any non-empty string within the bound. */
const givenPasswordSchema = z
  .string({ error: typeError('a string') })
  .min(1, 'is required')
  .max(MAX_PASSWORD_LENGTH, `is too long (at most ${MAX_PASSWORD_LENGTH} characters)`);

/** A person's name in any script (the contract's `[a-zA-Z]+` would refuse every Russian name). */
const nameSchema = z
  .string({ error: typeError('a string') })
  .trim()
  .min(1, 'is required')
  .max(MAX_FIELD, `is too long (at most ${MAX_FIELD} characters)`)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u, 'must be letters (spaces, hyphens, apostrophes and dots allowed)');

const text = (max = MAX_FIELD) =>
  z
    .string({ error: typeError('a string') })
    .trim()
    .min(1, 'is required')
    .max(max, `is too long (at most ${max} characters)`);

const optionalText = z
  .union([z.string().max(MAX_FIELD, `is too long (at most ${MAX_FIELD} characters)`), z.null()], {
    error: typeError('a string'),
  })
  .optional()
  .transform((value) => (value === null || value === undefined ? undefined : value.trim()));

const idSchema = z.coerce
  .number({ error: typeError('a whole number') })
  .int('must be a whole number')
  .positive('must be a positive id');

/** A region as Magento sends it (`{region_code, region, region_id}`) or its name. */
const regionSchema = z
  .union(
    [
      z.string().max(MAX_FIELD),
      z.object({
        region_code: z.string().max(MAX_FIELD).nullish(),
        region: z.string().max(MAX_FIELD).nullish(),
        region_id: z.union([z.number(), z.string().max(16)]).nullish(),
      }),
      z.null(),
    ],
    { error: typeError('an object or a string') },
  )
  .optional();

/**
 * A customer address (contract §1.2; register schema: first and last name, street with its first line, city,
 * two-letter country, postcode of at least 3). Unknown keys are dropped, so only these fields are stored.
 */
export const customerAddressSchema = z.object(
  {
    id: idSchema.nullish(),
    customer_id: idSchema.nullish(),
    firstname: nameSchema,
    lastname: nameSchema,
    street: z
      .array(z.union([z.string().max(MAX_FIELD, `is too long (at most ${MAX_FIELD} characters)`), z.null()]), {
        error: typeError('an array of street lines'),
      })
      .max(4, 'has at most 4 lines')
      .refine((lines) => (lines[0] ?? '').trim() !== '', 'needs the street on its first line')
      .transform((lines) => lines.map((line) => (line ?? '').trim()).filter((line) => line !== '')),
    city: text(),
    postcode: text(20).refine((value) => value.length >= 3, 'needs at least 3 characters'),
    country_id: z
      .string({ error: typeError('a two-letter country code such as RU') })
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as RU'),
    telephone: optionalText,
    company: optionalText,
    vat_id: optionalText,
    region: regionSchema,
    region_id: z.union([z.number(), z.string().max(16), z.null()]).optional(),
    default_shipping: z.boolean({ error: typeError('a boolean') }).optional(),
    default_billing: z.boolean({ error: typeError('a boolean') }).optional(),
  },
  { error: typeError('an object') },
);
export type CustomerAddressInput = z.infer<typeof customerAddressSchema>;

const addressesSchema = z
  .array(customerAddressSchema, { error: typeError('an array of addresses') })
  .max(MAX_ADDRESSES, `holds at most ${MAX_ADDRESSES} addresses`);

// ---- Requests ----

/** U1 `{customer:{email,firstname,lastname,addresses?},password}`. */
export const registerBodySchema = z.object(
  {
    customer: z.object(
      { email: emailSchema, firstname: nameSchema, lastname: nameSchema, addresses: addressesSchema.optional() },
      { error: typeError('an object') },
    ),
    password: newPasswordSchema,
  },
  { error: requestBodyError('{"customer": {"email", "firstname", "lastname"}, "password"}') },
);

/** U2 `{username,password}`. */
export const loginBodySchema = z.object(
  { username: emailSchema, password: givenPasswordSchema },
  { error: requestBodyError('{"username", "password"}') },
);

/** The opaque tokens this platform issues: 64 lowercase hex characters. */
const opaqueTokenSchema = z
  .string({ error: typeError('a string') })
  .min(1, 'is required')
  .max(128, 'is too long (at most 128 characters)');

/** U3 `{refreshToken}`. */
export const refreshBodySchema = z.object(
  { refreshToken: opaqueTokenSchema },
  { error: requestBodyError('{"refreshToken"}') },
);

/** U4 `{email}`. */
export const resetPasswordBodySchema = z.object({ email: emailSchema }, { error: requestBodyError('{"email"}') });

/** U5 `{email,newPassword,resetToken}`. */
export const createPasswordBodySchema = z.object(
  { email: emailSchema, newPassword: newPasswordSchema, resetToken: opaqueTokenSchema },
  { error: requestBodyError('{"email", "newPassword", "resetToken"}') },
);

/** U6 `{currentPassword,newPassword}`. */
export const changePasswordBodySchema = z.object(
  { currentPassword: givenPasswordSchema, newPassword: newPasswordSchema },
  { error: requestBodyError('{"currentPassword", "newPassword"}') },
);

/**
 * U8 `{customer:{firstname,lastname,email,addresses}}`: spec §5 lets only these four change. Other customer
 * fields VSF sends (`id`, `group_id`, `created_at`…, the whole profile it holds) are accepted and ignored,
 * never stored; a missing one keeps its value.
 */
export const profileUpdateBodySchema = z.object(
  {
    customer: z.looseObject(
      {
        email: emailSchema.optional(),
        firstname: nameSchema.optional(),
        lastname: nameSchema.optional(),
        addresses: addressesSchema.optional(),
      },
      { error: typeError('an object') },
    ),
  },
  { error: requestBodyError('{"customer": {"firstname", "lastname", "email", "addresses"}}') },
);
export type ProfileUpdate = z.infer<typeof profileUpdateBodySchema>['customer'];

const pageNumber = (fallback: number, max: number) =>
  z.coerce
    .number({ error: typeError('a whole number') })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .default(fallback);

/** U9 `?pageSize=20&currentPage=1`. */
export const orderHistoryQuerySchema = z.object({
  pageSize: pageNumber(ORDER_HISTORY_PAGE_SIZE, MAX_ORDER_HISTORY_PAGE_SIZE),
  currentPage: pageNumber(1, 1_000_000),
});

// ---- Answers ----

const envelope = <T extends z.ZodType>(result: T) => z.object({ code: z.literal(200), result });

export const customerAddressAnswerSchema = z.looseObject({
  id: z.number(),
  customer_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  country_id: z.string(),
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
});

/** The customer as Magento's `/customers/me` answers it (contract §1.2). */
export const customerSchema = z.looseObject({
  id: z.number(),
  group_id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_in: z.string(),
  store_id: z.number(),
  website_id: z.number(),
  default_shipping: z.string().optional(),
  default_billing: z.string().optional(),
  addresses: z.array(customerAddressAnswerSchema),
});
export type Customer = z.infer<typeof customerSchema>;

export const userCustomerResponseSchema = envelope(customerSchema);
/** U2 / U3: the access token, the next refresh token in meta. */
export const userTokenResponseSchema = z.object({
  code: z.literal(200),
  result: z.string(),
  meta: z.object({ refreshToken: z.string() }),
});
export const userDoneResponseSchema = envelope(z.literal(true));

export const historyOrderSchema = z.looseObject({
  entity_id: z.number(),
  increment_id: z.string(),
  created_at: z.string(),
  status: z.string(),
  state: z.string(),
  grand_total: z.number(),
  customer_email: z.string(),
  items: z.array(z.looseObject({ item_id: z.number(), sku: z.string(), name: z.string(), qty_ordered: z.number() })),
});
export const orderHistorySchema = z.object({
  items: z.array(historyOrderSchema),
  search_criteria: z.looseObject({ page_size: z.number(), current_page: z.number() }),
  total_count: z.number(),
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;
export const userOrderHistoryResponseSchema = envelope(orderHistorySchema);
