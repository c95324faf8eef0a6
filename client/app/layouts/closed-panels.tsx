// Where the layout's panels (./panels.tsx) sit until one is first opened: nothing, on the server and in the browser,
// so no closed <dialog> is in a page's HTML or its first-load code (ADR 067). The first opening (a header button, the
// session's login request, an early click replayed) loads the panels' chunk, which then opens the asked one; a
// hover or focus on an opener has usually started it already. A chunk that cannot come (offline before the service
// worker held it) closes the request and says so; the next opening tries again.
import { useEffect, useState, type ComponentType } from 'react';
import { useAside } from '#client/components/aside.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { useT } from '#client/lib/services.tsx';
import type { PanelsProps } from './panels';

const loadPanels = () => import('./panels').then((module) => module.Panels);

export function ClosedPanels(props: PanelsProps) {
  const t = useT();
  const { openName, close } = useAside();
  const spawn = useNotifications((state) => state.spawn);
  const [Panels, setPanels] = useState<ComponentType<PanelsProps> | null>(null);
  useEffect(() => {
    if (openName === null || Panels) return;
    let current = true;
    loadPanels().then(
      (component) => {
        if (current) setPanels(() => component);
      },
      (error: unknown) => {
        console.warn('[panels] the panels could not be loaded', error);
        if (!current) return;
        close(openName);
        spawn({ type: 'error', message: t('panel.loadFailed'), action1: { label: t('notification.ok') } });
      },
    );
    return () => {
      current = false;
    };
  }, [openName, Panels, close, spawn, t]);
  return Panels ? <Panels {...props} /> : null;
}
