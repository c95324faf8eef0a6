// The worker's one log (worker/log.ts, ADR 018) never writes a credential: a proxy error can carry the
// upstream url (with `?token=` when the token rule is off) or an Authorization value in its message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logError, logWarn, redact } from '#worker/log.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('worker log', () => {
  it('masks Bearer values and token / key url parameters', () => {
    expect(redact('GET https://api.test/api/cart/pull?token=abc.DEF-1&cartId=7 failed')).toBe(
      'GET https://api.test/api/cart/pull?token=[redacted]&cartId=7 failed',
    );
    expect(redact('/api/invalidate?tag=P1&key=s3cret')).toBe('/api/invalidate?tag=P1&key=[redacted]');
    expect(redact('authorization: Bearer eyJhbGciOi.x.y, retry')).toBe('authorization: Bearer [redacted], retry');
    expect(redact('no credential here: storeCode=ru')).toBe('no credential here: storeCode=ru');
  });

  it('writes one JSON line with the given fields, masked message and stack', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('fetch https://api.test/x?token=t0k failed');
    logError('api-proxy: upstream unreachable', failure, { requestId: 'r-1', target: '/x' });
    const line = JSON.parse(String(error.mock.calls[0]![0])) as Record<string, string>;
    expect(line).toMatchObject({
      level: 'error',
      requestId: 'r-1',
      target: '/x',
      where: 'api-proxy: upstream unreachable',
    });
    expect(line.message).toBe('fetch https://api.test/x?token=[redacted] failed');
    expect(line.stack).not.toContain('t0k');
  });

  it('writes warnings the same way', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logWarn('api-proxy', 'upstream timeout', { timeoutMs: 300 });
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toEqual({
      level: 'warn',
      timeoutMs: 300,
      where: 'api-proxy',
      message: 'upstream timeout',
    });
  });
});
