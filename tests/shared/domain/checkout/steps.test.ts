// Spec §2 checkout steps (the shipping step skipped for a virtual cart) and spec §4 checkout recency
// (contract §5.17: modified 29 minutes ago → in checkout, 31 → not).
import { describe, expect, it } from 'vitest';
import { CHECKOUT_RECENCY_MS, isUserInCheckout, nextStep, stepsFor } from '#shared/domain/checkout/steps.ts';

const MINUTE = 60_000;

describe('checkout steps', () => {
  it('goes through four steps, three for a virtual cart', () => {
    expect(stepsFor(false)).toEqual(['personalDetails', 'shipping', 'payment', 'orderReview']);
    expect(stepsFor(true)).toEqual(['personalDetails', 'payment', 'orderReview']);
    expect(nextStep('personalDetails', false)).toBe('shipping');
    expect(nextStep('personalDetails', true)).toBe('payment');
    expect(nextStep('orderReview', false)).toBeNull();
  });

  it('counts the shopper as in checkout for 30 minutes after the last change', () => {
    const now = 1_700_000_000_000;
    expect(CHECKOUT_RECENCY_MS).toBe(1_800_000);
    expect(isUserInCheckout(now - 29 * MINUTE, now)).toBe(true);
    expect(isUserInCheckout(now - 31 * MINUTE, now)).toBe(false);
    expect(isUserInCheckout(null, now)).toBe(false);
  });
});
