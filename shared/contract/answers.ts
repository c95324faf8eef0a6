// The contract's answers by name (ADR 017 "answers are checked where zod already is"): the API client types
// an answer by its name (`request(path, { answer: 'cartPull' })`) and checks it against the schema here when
// it was built with `checkAnswer` — on the server, which bundles zod anyway. The browser's client is built
// without it, so the page's JavaScript carries no zod (about 25 KB gzip): it imports only the types.
import type { z } from 'zod';
import {
  cartCreateResponseSchema,
  cartDeleteResponseSchema,
  cartPullResponseSchema,
  cartUpdateResponseSchema,
} from './cart';
import { searchAnswerSchema } from './catalog-search';
import {
  cartTotalsResponseSchema,
  couponApplyResponseSchema,
  couponResponseSchema,
  orderResponseSchema,
  paymentMethodsResponseSchema,
  shippingInformationResponseSchema,
  shippingMethodsResponseSchema,
} from './checkout';
import { cmsBlockResponseSchema, cmsPageResponseSchema } from './cms';
import { describeZodError } from './envelope';
import { stockistsResponseSchema } from './legacy';
import {
  newsletterStatusResponseSchema,
  newsletterSubscribeResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from './newsletter';
import { reviewCreateResponseSchema } from './review';
import { stockCheckResponseSchema, stockListResponseSchema } from './stock';
import { urlMapResponseSchema } from './url-map';
import {
  userCustomerResponseSchema,
  userDoneResponseSchema,
  userOrderHistoryResponseSchema,
  userTokenResponseSchema,
} from './user';

export const ANSWER_SCHEMAS = {
  catalogSearch: searchAnswerSchema,
  urlMap: urlMapResponseSchema,
  stockCheck: stockCheckResponseSchema,
  stockList: stockListResponseSchema,
  cmsPage: cmsPageResponseSchema,
  cmsBlock: cmsBlockResponseSchema,
  cartCreate: cartCreateResponseSchema,
  cartPull: cartPullResponseSchema,
  cartUpdate: cartUpdateResponseSchema,
  cartDelete: cartDeleteResponseSchema,
  stockists: stockistsResponseSchema,
  // Issue 13 (platform): totals, methods, coupons (C5-C12) and the order (O1).
  cartTotals: cartTotalsResponseSchema,
  cartPaymentMethods: paymentMethodsResponseSchema,
  cartShippingMethods: shippingMethodsResponseSchema,
  cartShippingInformation: shippingInformationResponseSchema,
  cartCouponChange: couponApplyResponseSchema,
  cartCoupon: couponResponseSchema,
  orderPlace: orderResponseSchema,
  // Issue 14 (platform, ADR 036): review create (R1) and the newsletter (N1-N3, legacy form).
  reviewCreate: reviewCreateResponseSchema,
  newsletterStatus: newsletterStatusResponseSchema,
  newsletterSubscribe: newsletterSubscribeResponseSchema,
  newsletterUnsubscribe: newsletterUnsubscribeResponseSchema,
  // Issue 14 (platform, ADR 035): accounts (U1-U9): the customer, a token pair, `true`, the order history.
  userCustomer: userCustomerResponseSchema,
  userToken: userTokenResponseSchema,
  userDone: userDoneResponseSchema,
  userOrderHistory: userOrderHistoryResponseSchema,
} as const;

export type AnswerName = keyof typeof ANSWER_SCHEMAS;

/** The checked (parsed) answer of a call. */
export type Answer<N extends AnswerName> = z.output<(typeof ANSWER_SCHEMAS)[N]>;

export type AnswerCheck = { ok: true; value: unknown } | { ok: false; message: string };

/** Checks an answer against its contract schema: its parsed value, or which fields are wrong. */
export function checkAnswer(name: AnswerName, body: unknown): AnswerCheck {
  const parsed = ANSWER_SCHEMAS[name].safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: describeZodError(parsed.error) };
}
