// `/api/user` customer accounts of the embedded platform (contract §1.1 U1-U9, §1.2, §0.1 envelope, §0.2 token;
// spec §5, §6, §7; supplement §7; DESIGN.md §5; ADR 035):
//   POST /create            {customer:{email,firstname,lastname,addresses?},password} → customer
//   POST /login             {username,password} → access token, meta.refreshToken (429 past the attempt limits)
//   POST /refresh           {refreshToken} → the next access token and meta.refreshToken (rotation, reuse detection)
//   POST /reset-password    {email} → true (for any e-mail, at once), the reset e-mail after it; legacy /resetPassword
//   POST /create-password   {email,newPassword,resetToken} → true
//   POST /change-password   token, {currentPassword,newPassword} → true; legacy /changePassword
//   GET  /me, POST /me      token → customer; only firstname, lastname, email and addresses change
//   GET  /order-history     token, pageSize (20), currentPage (1) → {items,search_criteria,total_count}
// Bad input is a 400 naming the field; a missing, unknown or expired token a 401 (the client refreshes).
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { StoreCode } from '#shared/config/store-views.ts';
import {
  DUPLICATE_EMAIL,
  INVALID_ADDRESS,
  INVALID_REFRESH_TOKEN,
  PASSWORD_MISMATCH,
  RESET_TOKEN_EXPIRED,
  RESET_TOKEN_MISMATCH,
  SIGN_IN_FAILED,
  changePasswordBodySchema,
  createPasswordBodySchema,
  loginBodySchema,
  orderHistoryQuerySchema,
  profileUpdateBodySchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tooManyAttempts,
} from '#shared/contract/user.ts';
import { apiStatus, badRequest, badRequestFromZod, readJsonBody } from '#worker/platform/http.ts';
import { storeCodeOf } from '#worker/platform/url/store-code.ts';
import { logError } from '#worker/log.ts';
import { MailDeliveryError, sendMail, type MailPlatformEnv } from '#worker/platform/mail/transport.ts';
import { authenticate } from './access';
import {
  addressIds,
  customerAnswer,
  findCustomerByEmail,
  findCustomerById,
  insertCustomer,
  isDuplicateEmail,
  replaceAddresses,
  setPasswordHash,
  updateCustomerFields,
  type CustomerRow,
} from './customer-store';
import { orderHistory } from './order-history';
import { UNKNOWN_ACCOUNT_HASH, hashPassword, verifyPassword } from './password';
import { clearHits, clientAddress, minutesLeft, returnHit, takeHits, type RateLimit } from './rate-limit';
import { PUBLIC_ORIGIN_MISSING, publicOrigin } from '#worker/platform/mail/public-origin.ts';
import { resetLink, resetPasswordMail } from './reset-mail';
import { consumeResetToken, issueResetToken } from './reset-tokens';
import { revokeAllSessions, rotateRefreshToken, startSession, type TokenPair } from './tokens';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/** Failed sign-ins of one account (Magento locks after 10 failures too); a success clears them. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = { name: 'login-account', limit: 10, windowMs: FIFTEEN_MINUTES };
/** Failed sign-ins from one client address, whatever the account (slows a sweep across many accounts). */
export const LOGIN_FAILURES_PER_ADDRESS: RateLimit = { name: 'login-address', limit: 30, windowMs: FIFTEEN_MINUTES };
/** Reset e-mails per account and per client address (no mail bombing of a shopper's inbox). */
export const RESETS_PER_ACCOUNT: RateLimit = { name: 'reset-account', limit: 3, windowMs: ONE_HOUR };
export const RESETS_PER_ADDRESS: RateLimit = { name: 'reset-address', limit: 10, windowMs: ONE_HOUR };
/**
 * Registrations from one client address (each costs a PBKDF2 hash and a row; a shop sees a handful an hour, a
 * shared office or mobile network a few more).
 */
export const REGISTRATIONS_PER_ADDRESS: RateLimit = { name: 'register-address', limit: 20, windowMs: ONE_HOUR };

type UserContext = Context<{ Bindings: MailPlatformEnv }>;

export const userRoutes = new Hono<{ Bindings: MailPlatformEnv }>();

/** The request body checked against a schema, or the 400 that names the field. */
async function body<S extends z.ZodType>(
  c: UserContext,
  schema: S,
): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  const json = await readJsonBody(c);
  if (!json.ok) return json;
  const parsed = schema.safeParse(json.value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, response: badRequestFromZod(c, parsed.error) };
}

/**
 * Counts this attempt against the limits first (atomically, rate-limit.ts takeHits), then answers the 429 of
 * one it is over, or null: the expensive part (a password hash, an e-mail) runs only for attempts within them.
 */
async function overLimit(
  c: UserContext,
  checks: ReadonlyArray<readonly [RateLimit, string]>,
  now: number,
): Promise<Response | null> {
  const state = await takeHits(c.env.DB, checks, now);
  return state.limited ? apiStatus(c, tooManyAttempts(minutesLeft(state.retryAfterMs)), 429) : null;
}

const tokenAnswer = (c: UserContext, pair: TokenPair) =>
  apiStatus(c, pair.accessToken, 200, { refreshToken: pair.refreshToken });

const privateAnswer = (c: UserContext) => c.header('cache-control', 'no-cache, no-store');

userRoutes.post('/create', async (c) => {
  const input = await body(c, registerBodySchema);
  if (!input.ok) return input.response;
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const { customer, password } = input.value;
  const db = c.env.DB;
  const limited = await overLimit(c, [[REGISTRATIONS_PER_ADDRESS, clientAddress(c)]], Date.now());
  if (limited) return limited;
  if (await findCustomerByEmail(db, customer.email)) return badRequest(c, DUPLICATE_EMAIL);
  let id: number;
  try {
    id = await insertCustomer(db, {
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      passwordHash: await hashPassword(password),
      store: store.store,
      // A new account owns no address yet: ids sent with it are not kept (each address is added).
      addresses: (customer.addresses ?? []).map(({ id: _id, customer_id: _owner, ...address }) => address),
      now: Date.now(),
    });
  } catch (error) {
    // Two registrations of one e-mail at once: the UNIQUE lets one through.
    if (isDuplicateEmail(error)) return badRequest(c, DUPLICATE_EMAIL);
    throw error;
  }
  const created = await findCustomerById(db, id);
  if (!created) throw new Error('a customer just created cannot be read back');
  return apiStatus(c, await customerAnswer(db, created));
});

userRoutes.post('/login', async (c) => {
  const input = await body(c, loginBodySchema);
  if (!input.ok) return input.response;
  const { username, password } = input.value;
  const db = c.env.DB;
  const now = Date.now();
  const address = clientAddress(c);
  const limited = await overLimit(
    c,
    [
      [LOGIN_FAILURES_PER_ACCOUNT, username],
      [LOGIN_FAILURES_PER_ADDRESS, address],
    ],
    now,
  );
  if (limited) return limited;
  const customer = await findCustomerByEmail(db, username);
  // An unknown account costs the same PBKDF2 as a known one: the answer's time tells nothing.
  const matches = await verifyPassword(password, customer?.password_hash ?? UNKNOWN_ACCOUNT_HASH);
  if (!customer || !matches) return apiStatus(c, SIGN_IN_FAILED, 401);
  // Only failures count: the attempt counted up front was none.
  await clearHits(db, LOGIN_FAILURES_PER_ACCOUNT, username);
  await returnHit(db, LOGIN_FAILURES_PER_ADDRESS, address);
  return tokenAnswer(c, await startSession(db, customer.id, now));
});

userRoutes.post('/refresh', async (c) => {
  const input = await body(c, refreshBodySchema);
  if (!input.ok) return input.response;
  const pair = await rotateRefreshToken(c.env.DB, input.value.refreshToken, Date.now());
  if (!pair) return apiStatus(c, INVALID_REFRESH_TOKEN, 401);
  return tokenAnswer(c, pair);
});

async function resetPassword(c: UserContext): Promise<Response> {
  const input = await body(c, resetPasswordBodySchema);
  if (!input.ok) return input.response;
  const store = storeCodeOf(c);
  if (!store.ok) return badRequest(c, store.message);
  const { email } = input.value;
  // Before anything else, so an unknown and a known e-mail meet the same refusal (ADR 057).
  const origin = publicOrigin(c.env, c.req.url);
  if (origin === null) return apiStatus(c, PUBLIC_ORIGIN_MISSING, 503);
  const db = c.env.DB;
  const now = Date.now();
  const address = clientAddress(c);
  const limited = await overLimit(
    c,
    [
      [RESETS_PER_ACCOUNT, email],
      [RESETS_PER_ADDRESS, address],
    ],
    now,
  );
  if (limited) return limited;
  const customer = await findCustomerByEmail(db, email);
  // No account enumeration (ADR 035, ADR 060): every e-mail gets the same `true` after the same work, one
  // lookup. The token and the mail of a known one are made after the answer; a failed send is logged and kept
  // as a `failed` outbox row, never told to the requester.
  if (customer) c.executionCtx.waitUntil(sendResetMail(c.env, customer, store.store, origin, now));
  return apiStatus(c, true);
}

/** Issues a reset token and e-mails its link; runs after the answer, so it reports failures to the log only. */
async function sendResetMail(
  env: MailPlatformEnv,
  customer: CustomerRow,
  store: StoreCode,
  origin: string,
  now: number,
): Promise<void> {
  try {
    const token = await issueResetToken(env.DB, customer.id, now);
    const link = resetLink(origin, store, customer.email, token);
    await sendMail(env, resetPasswordMail(customer.email, store, link), now);
  } catch (error) {
    // A transport failure has been logged (without the link) by sendMail; anything else is logged here.
    if (!(error instanceof MailDeliveryError)) logError('user.reset-password', error);
  }
}
userRoutes.post('/reset-password', resetPassword);
userRoutes.post('/resetPassword', resetPassword);

userRoutes.post('/create-password', async (c) => {
  const input = await body(c, createPasswordBodySchema);
  if (!input.ok) return input.response;
  const { email, newPassword, resetToken } = input.value;
  const db = c.env.DB;
  const now = Date.now();
  const customer = await findCustomerByEmail(db, email);
  // An unknown e-mail is the same answer as a wrong token: nothing tells which accounts exist.
  const use = customer ? await consumeResetToken(db, customer.id, resetToken, now) : 'mismatch';
  if (!customer || use !== 'ok') return badRequest(c, use === 'expired' ? RESET_TOKEN_EXPIRED : RESET_TOKEN_MISMATCH);
  await setPasswordHash(db, customer.id, await hashPassword(newPassword), now);
  // A reset ends every session: whoever held a token of the old password holds nothing now.
  await revokeAllSessions(db, customer.id, now);
  return apiStatus(c, true);
});

async function changePassword(c: UserContext): Promise<Response> {
  const now = Date.now();
  const auth = await authenticate(c, now);
  if (!auth.ok) return auth.response;
  const input = await body(c, changePasswordBodySchema);
  if (!input.ok) return input.response;
  const db = c.env.DB;
  const { customer } = auth;
  // A stolen access token must not become a way to guess the password: wrong current passwords count as
  // failed sign-ins of the account.
  const limited = await overLimit(c, [[LOGIN_FAILURES_PER_ACCOUNT, customer.email]], now);
  if (limited) return limited;
  if (!(await verifyPassword(input.value.currentPassword, customer.password_hash))) {
    // The contract's client reads `result.errorMessage` (U6); 400, not the original's 500 (ADR 035).
    return apiStatus(c, { errorMessage: PASSWORD_MISMATCH, code: 401 }, 400);
  }
  await returnHit(db, LOGIN_FAILURES_PER_ACCOUNT, customer.email);
  await setPasswordHash(db, customer.id, await hashPassword(input.value.newPassword), now);
  // Every session ends, this one too: VSF logs in again with the new password (contract §4.8).
  await revokeAllSessions(db, customer.id, now);
  return apiStatus(c, true);
}
userRoutes.post('/change-password', changePassword);
userRoutes.post('/changePassword', changePassword);

userRoutes.get('/me', async (c) => {
  const auth = await authenticate(c);
  if (!auth.ok) return auth.response;
  privateAnswer(c);
  return apiStatus(c, await customerAnswer(c.env.DB, auth.customer));
});

/** Does every address id (and customer_id) sent name an address of this customer? (contract U8) */
async function ownsAddresses(
  db: D1Database,
  customer: CustomerRow,
  addresses: ReadonlyArray<{ id?: number | null; customer_id?: number | null }>,
): Promise<boolean> {
  const own = await addressIds(db, customer.id);
  return addresses.every(
    (address) =>
      (address.customer_id === undefined || address.customer_id === null || address.customer_id === customer.id) &&
      (address.id === undefined || address.id === null || own.has(address.id)),
  );
}

userRoutes.post('/me', async (c) => {
  const now = Date.now();
  const auth = await authenticate(c, now);
  if (!auth.ok) return auth.response;
  const input = await body(c, profileUpdateBodySchema);
  if (!input.ok) return input.response;
  const db = c.env.DB;
  const { customer } = auth;
  const update = input.value.customer;
  if (update.addresses && !(await ownsAddresses(db, customer, update.addresses)))
    return apiStatus(c, INVALID_ADDRESS, 403);
  if (update.email && update.email.toLowerCase() !== customer.email.toLowerCase()) {
    const holder = await findCustomerByEmail(db, update.email);
    if (holder && holder.id !== customer.id) return badRequest(c, DUPLICATE_EMAIL);
  }
  try {
    await updateCustomerFields(
      db,
      customer.id,
      { email: update.email, firstname: update.firstname, lastname: update.lastname },
      now,
    );
  } catch (error) {
    if (isDuplicateEmail(error)) return badRequest(c, DUPLICATE_EMAIL);
    throw error;
  }
  if (update.addresses) await replaceAddresses(db, customer.id, update.addresses, now);
  const updated = await findCustomerById(db, customer.id);
  if (!updated) return apiStatus(c, 'The customer no longer exists', 404);
  privateAnswer(c);
  return apiStatus(c, await customerAnswer(db, updated));
});

userRoutes.get('/order-history', async (c) => {
  const auth = await authenticate(c);
  if (!auth.ok) return auth.response;
  const query = orderHistoryQuerySchema.safeParse({
    pageSize: c.req.query('pageSize') || undefined,
    currentPage: c.req.query('currentPage') || undefined,
  });
  if (!query.success) return badRequestFromZod(c, query.error);
  privateAnswer(c);
  return apiStatus(c, await orderHistory(c.env.DB, auth.customer.id, query.data.pageSize, query.data.currentPage));
});

userRoutes.all('/*', (c) =>
  apiStatus(
    c,
    `Unknown user endpoint ${c.req.method} ${new URL(c.req.url).pathname}; the embedded platform answers POST /api/user/create, /login, /refresh, /reset-password, /create-password, /change-password, GET and POST /api/user/me and GET /api/user/order-history`,
    404,
  ),
);
