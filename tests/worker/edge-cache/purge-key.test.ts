// Which purge secret a host accepts (issue 8 finding 4, ADR 016): the configured secret everywhere, the
// development key only on local hosts, and nothing on a public host without a real secret.
import { describe, expect, it } from 'vitest';
import { DEV_INVALIDATE_KEY, expectedPurgeKey } from '#worker/edge-cache/purge-key.ts';

describe('expectedPurgeKey', () => {
  it('closes the endpoint on a public host without a secret or with the development key', () => {
    expect(expectedPurgeKey(undefined, 'shop.example.ru')).toBeUndefined();
    expect(expectedPurgeKey('', 'shop.example.ru')).toBeUndefined();
    expect(expectedPurgeKey('  ', 'shop.example.ru')).toBeUndefined();
    expect(expectedPurgeKey(DEV_INVALIDATE_KEY, 'shop.example.ru')).toBeUndefined();
  });
  it('takes the configured secret on any host', () => {
    expect(expectedPurgeKey('s3cret-from-wrangler-secret', 'shop.example.ru')).toBe('s3cret-from-wrangler-secret');
    expect(expectedPurgeKey('s3cret-from-wrangler-secret', '127.0.0.1')).toBe('s3cret-from-wrangler-secret');
  });
  it('takes the development key on local hosts when nothing is configured (npm start)', () => {
    expect(expectedPurgeKey(undefined, 'localhost')).toBe(DEV_INVALIDATE_KEY);
    expect(expectedPurgeKey(undefined, '127.0.0.1')).toBe(DEV_INVALIDATE_KEY);
    expect(expectedPurgeKey(DEV_INVALIDATE_KEY, '[::1]')).toBe(DEV_INVALIDATE_KEY);
  });
});
