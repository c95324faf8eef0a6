// Password hashing in workerd (DESIGN.md §5, ADR 035): PBKDF2-SHA-256 through WebCrypto with a salt per hash,
// the iteration count Cloudflare's runtime allows (100 000), constant-time comparison.
import { describe, expect, it } from 'vitest';
import {
  PBKDF2_ITERATIONS,
  UNKNOWN_ACCOUNT_HASH,
  constantTimeEqual,
  hashPassword,
  verifyPassword,
} from '#worker/platform/user/password.ts';

describe('password hashes', () => {
  it('uses 100 000 iterations, the most Cloudflare production allows (standalone workerd has no cap)', async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('x'), 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(16), iterations: PBKDF2_ITERATIONS },
      key,
      256,
    );
    expect(bits.byteLength).toBe(32);
  });

  it('stores scheme, iterations, a random salt and the key; verifies the right password only', async () => {
    const stored = await hashPassword('Sekret-2026');
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(stored).not.toContain('Sekret');
    await expect(verifyPassword('Sekret-2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('sekret-2026', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash: one password hashed twice gives two different stored values', async () => {
    const [a, b] = await Promise.all([hashPassword('Same-pass-1'), hashPassword('Same-pass-1')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('Same-pass-1', a)).resolves.toBe(true);
    await expect(verifyPassword('Same-pass-1', b)).resolves.toBe(true);
  });

  it('a malformed stored value or the unknown-account hash matches nothing', async () => {
    await expect(verifyPassword('anything', UNKNOWN_ACCOUNT_HASH)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'pbkdf2-sha256$999999999$00$00')).resolves.toBe(false);
  });

  it('constantTimeEqual compares whole strings', () => {
    expect(constantTimeEqual('abcdef', 'abcdef')).toBe(true);
    expect(constantTimeEqual('abcdef', 'abcdeg')).toBe(false);
    expect(constantTimeEqual('abcdef', 'bbcdef')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });
});
