// The login panel's shell (spec §4 Panels, UI state authElem: login / register / forgot password; issue 14;
// ADR 038): the shared lazy panel (client/components/lazy-aside.tsx: native <dialog>, focus trapped, Esc and
// the overlay close it). Only this shell ships with every page; the forms (./login-panel-body.tsx) are their
// own chunk. It also opens the panel when the session asks (`loginRequest`: a failed token refresh, a
// "Log in" button on the account screen or after a new password).
import { useEffect, useRef } from 'react';
import { useAside } from '#client/components/aside.tsx';
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
  const request = useUser((state) => state.loginRequest);
  const { open } = useAside();
  const seen = useRef(request);
  useEffect(() => {
    if (request === seen.current) return;
    seen.current = request;
    open('account');
  }, [request, open]);
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
