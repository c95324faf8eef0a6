// The push-reminder offer on the thank-you page of an order placed offline (spec: "the order confirmation text
// also mentions … a push reminder to confirm an offline order once back online"; issue 15 "Offline orders"):
// while the order waits, a button asks for the Notification permission; once allowed, the service worker tells
// the shopper what happened to the order, or reminds them to confirm it, when the connection returns
// (client/sw/order-notifications.ts). Shown only where notifications exist and the shopper has not answered
// yet; the answer is said in a live region. Rendered in the browser only (the server's HTML knows no order).
import { useState, useSyncExternalStore } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/services.tsx';

type Permission = 'default' | 'granted' | 'denied' | 'unsupported';

interface NotificationApi {
  permission: Exclude<Permission, 'unsupported'>;
  requestPermission(): Promise<Exclude<Permission, 'unsupported'>>;
}

function notificationApi(): NotificationApi | null {
  const api = (globalThis as { Notification?: NotificationApi }).Notification;
  return api ?? null;
}

const readPermission = (): Permission => notificationApi()?.permission ?? 'unsupported';
const noSubscription = () => () => {};

export function PushReminderOffer() {
  const t = useT();
  // The permission is the browser's; before hydration (and on the server) nothing is offered.
  const initial = useSyncExternalStore(noSubscription, readPermission, () => 'unsupported' as const);
  const [answer, setAnswer] = useState<Permission | null>(null);

  if (answer === null && initial !== 'default') return null;

  async function ask() {
    const api = notificationApi();
    if (!api) return;
    setAnswer(await api.requestPermission().catch(() => 'denied' as const));
  }

  return (
    <div className="order-confirmation__push" data-testid="push-offer">
      {answer === null ? (
        <>
          <p>{t('thankYou.pushOffer')}</p>
          <Button variant="secondary" onClick={() => void ask()}>
            {t('thankYou.pushAllow')}
          </Button>
        </>
      ) : null}
      <p role="status" data-testid="push-answer">
        {answer === 'granted' ? t('thankYou.pushGranted') : answer === null ? '' : t('thankYou.pushDenied')}
      </p>
    </div>
  );
}
