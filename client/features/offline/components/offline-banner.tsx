// The shop says when it is offline (spec §8 'There is no Internet connection; you can still place your order.';
// issue 15): a status line under the header on every page while the browser reports no network. The server and
// the first render say nothing (online), so hydration never mismatches.
import { useIsOnline } from '#client/lib/network.ts';
import { useT } from '#client/lib/services.tsx';

export function OfflineBanner() {
  const t = useT();
  const online = useIsOnline();
  return (
    <p
      className={online ? 'offline-banner offline-banner--hidden' : 'offline-banner'}
      role="status"
      data-testid="offline-banner"
    >
      {online ? '' : t('offline.banner')}
    </p>
  );
}
