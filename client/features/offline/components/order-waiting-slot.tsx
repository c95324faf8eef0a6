// Where 'Order waiting!' (./order-waiting.tsx) sits: with automatic transmission on, the shop's default, no order
// ever waits for confirmation, so its code is not part of any page; with it off, the notice's chunk loads after
// hydration (it renders nothing on the server either, so the first render matches).
import { useEffect, useState, type ComponentType } from 'react';
import { useSettings } from '#client/lib/services.tsx';

export function OrderWaitingSlot() {
  const { autoTransmitOrders } = useSettings();
  const [OrderWaiting, setOrderWaiting] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (autoTransmitOrders) return;
    let active = true;
    import('./order-waiting')
      .then((module) => {
        if (active) setOrderWaiting(() => module.OrderWaiting);
      })
      .catch((error: unknown) => console.warn('[queue] the waiting-order notice could not be loaded', error));
    return () => {
      active = false;
    };
  }, [autoTransmitOrders]);
  return OrderWaiting && !autoTransmitOrders ? <OrderWaiting /> : null;
}
