// Where the layout's panels (./panels.tsx) sit until one is first opened: nothing, on the server and in the browser,
// so no closed <dialog> is in a page's HTML or its first-load code (ADR 067). The first opening (a header button, the
// session's login request, an early click replayed) loads the panels' chunk, which then opens the asked one; a
// hover or focus on an opener has usually started it already. A chunk that cannot come (offline before the service
// worker held it) closes the request and says so; the next opening tries again.
import { useEffect, useState, type ComponentType } from 'react';
import { useAside } from '#client/components/aside.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { documentPath } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';
import { storeCodeFromPath } from '#shared/domain/urls.ts';
import { loadMessages } from '#shared/i18n/load-messages.ts';
import { PANEL_MESSAGES } from '#shared/i18n/message-groups.ts';
import type { PanelsProps } from './panel-shells';

/** The panels' chunk and, alongside, the panels' texts (ADR 064) in the document's store view. */
async function loadPanels() {
  // Named, not the module's namespace: the bundler does not export a namespace object from a grouped chunk.
  const [shells] = await Promise.all([
    import('./panel-shells').then(({ Panels, preloadPanelBody }) => ({ Panels, preloadPanelBody })),
    loadMessages(storeCodeFromPath(documentPath()), PANEL_MESSAGES),
  ]);
  return shells;
}

export function ClosedPanels(props: PanelsProps) {
  const t = useT();
  const { openName, close, setPreloader } = useAside();
  const spawn = useNotifications((state) => state.spawn);
  const [Panels, setPanels] = useState<ComponentType<PanelsProps> | null>(null);
  // A hover or focus on an opener starts both chunks; a failure is left to the opening, which says so.
  useEffect(() => {
    setPreloader((name) => {
      loadPanels().then(
        (module) => module.preloadPanelBody(name),
        () => undefined,
      );
    });
  }, [setPreloader]);
  useEffect(() => {
    if (openName === null || Panels) return;
    let current = true;
    loadPanels().then(
      (module) => {
        if (current) setPanels(() => module.Panels);
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
