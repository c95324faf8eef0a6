// `POST /api/order/track` of the embedded platform (not in the vue-storefront-api contract; /order-tracking): an
// order found by its number and the e-mail it was placed with. The answer says only where the order stands, what
// it costs and when it was placed: whoever knows a number and an e-mail learns no address, name or line.
import { z } from 'zod';

/** The number as the shopper was given it ("000000004") or without its zeros ("4"); a leading '#' is allowed. */
export const orderTrackingBodySchema = z.object({
  orderNumber: z
    .string({ error: 'orderNumber: a string, the order number as given after the order (e.g. "000000004")' })
    .trim()
    .transform((value) => value.replace(/^#/, ''))
    .pipe(z.string().regex(/^\d{1,12}$/, 'orderNumber: digits only, 1 to 12 of them (e.g. "000000004")')),
  email: z
    .string({ error: 'email: a string, the e-mail address the order was placed with' })
    .trim()
    .min(3, 'email: the e-mail address the order was placed with')
    .max(254, 'email: at most 254 characters'),
});

export type OrderTrackingBody = z.infer<typeof orderTrackingBodySchema>;

/** What the page shows of a found order. */
export interface TrackedOrder {
  increment_id: string;
  /** The platform's status code (`pending`, `processing`, `complete`, …), shown translated. */
  status: string;
  created_at: string;
  grand_total: number;
  /** Items ordered, by quantity. */
  items_qty: number;
}

/** The 404 of a number and e-mail that name no order together (the same for an unknown number). */
export const ORDER_NOT_FOUND = 'No order with this number and e-mail address.';
