// The newsletter provider setting (shared/config/settings.ts NEWSLETTER_PROVIDER; contract N1-N3; ADR 036):
// the extension path `/api/ext/{provider}-subscribe/subscribe` the platform answers and a client calls.
import { describe, expect, it } from 'vitest';
import { newsletterProviderOf, settingsFromVars } from '#shared/config/settings.ts';

describe('NEWSLETTER_PROVIDER', () => {
  it('defaults to mailchimp, the path a Vue Storefront 1 client calls', () => {
    expect(settingsFromVars({}).newsletterProvider).toBe('mailchimp');
    expect(newsletterProviderOf(undefined)).toBe('mailchimp');
    expect(newsletterProviderOf('  ')).toBe('mailchimp');
  });

  it('takes one lower-cased path segment of letters, digits and dashes', () => {
    expect(settingsFromVars({ NEWSLETTER_PROVIDER: ' SendPulse ' }).newsletterProvider).toBe('sendpulse');
    expect(newsletterProviderOf('unisender-go')).toBe('unisender-go');
    expect(newsletterProviderOf('a'.repeat(40))).toBe('a'.repeat(40));
  });

  it('keeps the default for anything that would not be a clean path segment', () => {
    for (const value of ['mail/chimp', '../cms-data', '-dash', 'dash-', 'mail chimp', 'почта', 'a'.repeat(41)])
      expect(newsletterProviderOf(value), value).toBe('mailchimp');
  });
});
