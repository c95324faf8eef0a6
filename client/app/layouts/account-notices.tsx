// The customer session's spec §8 success message 'You are logged in!' (issue 14; ADR 038). The user feature
// may not import the notifications feature (ADR 020), so its store names the shopper's last own session
// event (client/features/user/store.ts `notice`) and the app, which composes both, shows it.
import { useEffect } from 'react';
import { useT } from '#client/lib/services.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { useUserStore } from '#client/features/user/context.tsx';

export function AccountNotices() {
  const t = useT();
  const spawn = useNotifications((state) => state.spawn);
  const user = useUserStore();
  useEffect(
    () =>
      user.subscribe((state, previous) => {
        if (!state.notice || state.notice === previous.notice) return;
        spawn({ type: 'success', message: t('account.loggedIn') });
      }),
    [user, spawn, t],
  );
  return null;
}
