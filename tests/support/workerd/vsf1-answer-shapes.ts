// What Vue Storefront 1 reads of each API answer it gets (its CartService, UserService,
// OrderService, ReviewsService and the theme's components), one zod schema per `METHOD /path`. Both VSF1 replay
// tests check every recorded call's answer against it (tests/worker/contract/vsf1-*.integration.test.ts).
import { z } from 'zod';
import { cartCreateResponseSchema, cartPullResponseSchema, cartUpdateResponseSchema } from '#shared/contract/cart.ts';
import {
  orderResponseSchema,
  paymentMethodsResponseSchema,
  shippingInformationResponseSchema,
  shippingMethodsResponseSchema,
} from '#shared/contract/checkout.ts';
import { reviewCreateResponseSchema } from '#shared/contract/review.ts';
import { stockCheckResponseSchema } from '#shared/contract/stock.ts';
import { userOrderHistoryResponseSchema } from '#shared/contract/user.ts';

const ok = <T extends z.ZodType>(result: T) => z.object({ code: z.literal(200), result });

/** The newsletter extension answers its own envelope; VSF1 reads only `code`. */
const newsletterAnswer = z.looseObject({ code: z.literal(200) });

export const VSF1_ANSWER_SHAPES: Readonly<Record<string, z.ZodType>> = {
  'POST /api/cart/create': cartCreateResponseSchema,
  'GET /api/cart/pull': cartPullResponseSchema,
  'POST /api/cart/update': cartUpdateResponseSchema,
  // C7: VSF1 calls .map() on it, drops `available:false` methods and shows `amount`.
  'POST /api/cart/shipping-methods': shippingMethodsResponseSchema,
  'GET /api/cart/payment-methods': paymentMethodsResponseSchema,
  'POST /api/cart/shipping-information': shippingInformationResponseSchema,
  'POST /api/cart/apply-coupon': ok(z.literal(true)),
  'POST /api/cart/delete-coupon': ok(z.literal(true)),
  'GET /api/stock/check': stockCheckResponseSchema,
  'POST /api/order': orderResponseSchema,
  'POST /api/review/create': reviewCreateResponseSchema,
  'POST /api/user/create': ok(z.looseObject({ id: z.number(), email: z.string() })),
  'POST /api/user/login': ok(z.string().min(1)).extend({ meta: z.looseObject({ refreshToken: z.string().min(1) }) }),
  'GET /api/user/me': ok(z.looseObject({ id: z.number(), email: z.string(), addresses: z.array(z.unknown()) })),
  'POST /api/user/me': ok(z.looseObject({ id: z.number(), email: z.string() })),
  'GET /api/user/order-history': userOrderHistoryResponseSchema,
  'POST /api/user/change-password': ok(z.literal(true)),
  'POST /api/user/reset-password': ok(z.literal(true)),
  'POST /api/ext/mailchimp-subscribe/subscribe': newsletterAnswer,
  'GET /api/ext/mailchimp-subscribe/subscribe': newsletterAnswer,
};
