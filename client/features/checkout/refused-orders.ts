// Whether the platform refused an order queued offline: answered, with no number (a line sold out meanwhile, or the
// order found invalid). Nothing of it was ordered: its page says so and its lines go back into the cart.
import type { PlacedOrder } from '#client/lib/storage/records.ts';

export const isRefused = (order: PlacedOrder): boolean =>
  order.transmited && !order.order_number && (order.outcome === 'unavailable' || order.outcome === 'invalid');
