// Applying and removing a coupon from the microcart (spec §7 apply-coupon / delete-coupon, §8 'You've entered
// an incorrect coupon code. Please try again.'; contract §4.1 couponActions; issue 13). A coupon belongs to the
// server cart, so the cart is synced first (connected, lines pushed); then the totals are pulled again, forced
// (the cart's lines did not change, its discount did); a customer cart's calls carry the token (spec §6). Fix of the original (contract §7 quirk 21): an error
// answer is an error, never treated as success.
import { ApiError } from '#shared/api/errors.ts';
import { applyCoupon, deleteCoupon } from '#client/lib/api/cart-coupon.ts';
import { syncCart, syncTotals, userTokenOf, type CartSyncDeps } from './sync';

export type CouponOutcome = 'applied' | 'removed' | 'wrong' | 'offline' | 'failed';

/** A sync before the coupon call: the page's runner when there is one (one sync at a time), else a direct one. */
export type SyncFirst = () => Promise<void>;

async function connected(deps: CartSyncDeps, syncFirst: SyncFirst | null): Promise<string | null> {
  if (syncFirst) await syncFirst();
  else await syncCart(deps);
  const { serverToken, syncStatus } = deps.cart.getState();
  return serverToken && syncStatus === 'idle' ? serverToken : null;
}

export async function applyCartCoupon(
  deps: CartSyncDeps,
  syncFirst: SyncFirst | null,
  code: string,
): Promise<CouponOutcome> {
  if (!deps.isOnline()) return 'offline';
  const token = await connected(deps, syncFirst);
  if (!token) return deps.isOnline() ? 'failed' : 'offline';
  try {
    await applyCoupon(deps.api, { cartId: token, store: deps.store, token: userTokenOf(deps), coupon: code.trim() });
  } catch (error) {
    // The platform answers a wrong, expired or disabled code with a 400 (a Magento upstream: 404 "not found").
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return 'wrong';
    console.warn('[cart] the coupon could not be applied', error);
    return 'failed';
  }
  await syncTotals(deps, token, true);
  return 'applied';
}

export async function removeCartCoupon(deps: CartSyncDeps, syncFirst: SyncFirst | null): Promise<CouponOutcome> {
  if (!deps.isOnline()) return 'offline';
  const token = await connected(deps, syncFirst);
  if (!token) return deps.isOnline() ? 'failed' : 'offline';
  try {
    await deleteCoupon(deps.api, { cartId: token, store: deps.store, token: userTokenOf(deps) });
  } catch (error) {
    console.warn('[cart] the coupon could not be removed', error);
    return 'failed';
  }
  await syncTotals(deps, token, true);
  return 'removed';
}
