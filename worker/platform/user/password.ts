// Password hashes of customer accounts (DESIGN.md §5, issue 14; ADR 035): PBKDF2-SHA-256 through WebCrypto
// with a random 16-byte salt per hash, stored as 'pbkdf2-sha256$<iterations>$<salt hex>$<key hex>' so the
// iteration count can grow later without invalidating existing hashes. Compared in constant time.

/**
 * Cloudflare's production runtime refuses PBKDF2 above 100 000 iterations ("Pbkdf2 failed: iteration counts
 * above 100000 are not supported"; workerd's `checkPbkdfLimits` asks the embedder's limit enforcer, which
 * keeps 100 000 on Cloudflare — standalone workerd, as in `wrangler dev` and the tests, has no limit;
 * cloudflare/workerd#1346). So 100 000 is the most a deployed shop can use. OWASP's 2023 figure for
 * PBKDF2-SHA-256 is 600 000; the gap and its mitigations (rate limits) are in ADR 035.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;
const SCHEME = 'pbkdf2-sha256';

function toHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BITS);
  return new Uint8Array(bits);
}

/**
 * Equality of two strings that takes the same time wherever they differ (a timing side channel must not tell
 * how much of a hash matched). Lengths are not secret here: every compared value has a fixed length.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The stored form of a new password. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return `${SCHEME}$${iterations}$${toHex(salt)}$${toHex(await derive(password, salt, iterations))}`;
}

/** A stored hash nobody's password matches: unknown accounts are checked against it, so they cost the same time. */
export const UNKNOWN_ACCOUNT_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$${'00'.repeat(SALT_BYTES)}$${'00'.repeat(KEY_BITS / 8)}`;

/** Does the password match the stored hash? A malformed stored value matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, key] = stored.split('$');
  const rounds = Number(iterations);
  if (scheme !== SCHEME || !salt || !key || !Number.isInteger(rounds) || rounds < 1 || rounds > PBKDF2_ITERATIONS)
    return false;
  const derived = toHex(await derive(password, fromHex(salt), rounds));
  return constantTimeEqual(derived, key);
}
