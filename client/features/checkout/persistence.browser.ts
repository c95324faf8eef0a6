// Keeps the checkout's details on the device (spec §3 "Checkout state", §4 "Checkout recency"; VSF1 collection
// `checkout` with the same keys; ADR 019): read once when the checkout opens — within 30 minutes of the last
// change the shopper continues at the step they were on — and written on every change. The database belongs
// to client/lib/storage; this adapter only reads and writes the `checkout` records.
import { isUserInCheckout } from '#shared/domain/checkout/steps.ts';
import { readRecord, writeRecord } from '#client/lib/storage/db.browser.ts';
import type { CheckoutState, CheckoutStore } from './store';

async function readSaved() {
  const [personalDetails, shippingDetails, paymentDetails, progress, modifiedAt] = await Promise.all([
    readRecord('checkout', 'personal-details'),
    readRecord('checkout', 'shipping-details'),
    readRecord('checkout', 'payment-details'),
    readRecord('checkout', 'progress'),
    readRecord('checkout', 'modified-at'),
  ]);
  return { personalDetails, shippingDetails, paymentDetails, progress, modifiedAt };
}

/** Reads the saved details into `store`, then writes each change; returns the stop function. */
export async function persistCheckout(store: CheckoutStore, now: () => number = Date.now): Promise<() => void> {
  try {
    const saved = await readSaved();
    store.getState().restore({
      ...(saved.personalDetails ? { personalDetails: saved.personalDetails } : {}),
      ...(saved.shippingDetails ? { shippingDetails: saved.shippingDetails } : {}),
      ...(saved.paymentDetails ? { paymentDetails: saved.paymentDetails } : {}),
      ...(saved.progress ? { progress: saved.progress } : {}),
      modifiedAt: saved.modifiedAt ?? null,
      resume: isUserInCheckout(saved.modifiedAt, now()),
    });
  } catch (error) {
    // Private mode or a broken database: the checkout works, it only forgets the details.
    console.warn('[checkout] the saved checkout details could not be read', error);
    store.getState().restore({ resume: false });
  }
  const write = (state: CheckoutState, previous: CheckoutState) => {
    const writes: Array<Promise<void>> = [];
    if (state.personalDetails !== previous.personalDetails)
      writes.push(writeRecord('checkout', 'personal-details', state.personalDetails));
    if (state.shippingDetails !== previous.shippingDetails)
      writes.push(writeRecord('checkout', 'shipping-details', state.shippingDetails));
    if (state.paymentDetails !== previous.paymentDetails)
      writes.push(writeRecord('checkout', 'payment-details', state.paymentDetails));
    if (state.progress !== previous.progress) writes.push(writeRecord('checkout', 'progress', state.progress));
    if (state.modifiedAt !== previous.modifiedAt && state.modifiedAt !== null)
      writes.push(writeRecord('checkout', 'modified-at', state.modifiedAt));
    Promise.all(writes).catch((error: unknown) => console.warn('[checkout] the details could not be saved', error));
  };
  return store.subscribe(write);
}
