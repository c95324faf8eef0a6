// What the local-only settings cookie may hold (ADR 063): a few named vars, each checked, nothing else.
import { describe, expect, it } from 'vitest';
import { localSettingsCookieValue, parseLocalSettings } from '#shared/config/local-settings.ts';

describe('parseLocalSettings', () => {
  it('reads back what localSettingsCookieValue wrote', () => {
    const settings = { EXTERNAL_CHECKOUT: 'http://127.0.0.1:9/shop', OFFLINE_ORDERS_AUTO_TRANSMIT: 'off' } as const;
    expect(parseLocalSettings(localSettingsCookieValue(settings))).toEqual(settings);
    expect(parseLocalSettings(localSettingsCookieValue({ API_UPSTREAM: '' }))).toEqual({ API_UPSTREAM: '' });
  });

  it('says why it refuses a value', () => {
    expect(parseLocalSettings('%7B')).toBe('it is not URI-encoded JSON');
    expect(parseLocalSettings('%E0%A4%A')).toBe('it is not URI-encoded JSON');
    expect(parseLocalSettings(localSettingsCookieValue({ PURGE_KEY: 'x' } as never))).toBe(
      'Unrecognized key: "PURGE_KEY"',
    );
    expect(parseLocalSettings(localSettingsCookieValue({ API_UPSTREAM: 'upstream' }))).toBe(
      'API_UPSTREAM: Invalid URL',
    );
    expect(parseLocalSettings(localSettingsCookieValue({ OFFLINE_ORDERS_AUTO_TRANSMIT: 'maybe' } as never))).toBe(
      'OFFLINE_ORDERS_AUTO_TRANSMIT: Invalid option: expected one of "on"|"off"',
    );
    expect(parseLocalSettings(encodeURIComponent('[]'))).toBe('Invalid input: expected object, received array');
  });
});
