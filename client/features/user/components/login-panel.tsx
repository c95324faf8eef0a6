// The login panel's shell (spec §4 Panels, UI state authElem: login / register / forgot password; issue 14;
// ADR 038): the shared lazy panel (client/components/lazy-aside.tsx: native <dialog>, focus trapped, Esc and
// the overlay close it). Only this shell ships with every page; the forms (./login-panel-body.tsx) are their
// own chunk. The shell loads with the other panels at the first opening (ADR 067); ./login-requests.tsx opens it
// when the session asks.
import { LazyAside, panelBody } from '#client/components/lazy-aside.tsx';
import { useT } from '#client/lib/services.tsx';
import { useUser } from '#client/features/user/context.tsx';

const loadBody = panelBody(() => import('./login-panel-body').then((module) => module.LoginPanelBody));

/** Starts loading the forms' chunk (a failure is left to the panel's own load, which says so). */
export function preloadLoginBody(): void {
  loadBody().catch(() => undefined);
}

export function LoginPanel() {
  const t = useT();
  const mode = useUser((state) => state.authElem);
  return (
    <LazyAside
      name="account"
      heading={t(`account.panel.${mode}`)}
      className="account-panel"
      load={loadBody}
      loadingText={t('account.panelLoading')}
      failedText={t('account.panelFailed')}
    />
  );
}
