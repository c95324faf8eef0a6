// What the browser shows when a route's data cannot be loaded during client navigation (the server
// answers such failures with the 500 page of worker/pages/error-page.ts). Offline (issue 15, ADR 041): a page
// the service worker kept (seen before, loaded in full or in the app) opens from its copy with a full page
// load — its data came with its HTML, so the app's API calls need not be cached; a page it has no copy of
// shows the spec §8 message 'The product, category or CMS page is not available in Offline mode. Redirecting
// to Home.' and the shopper is taken home, whose page the service worker precaches. Online: a request that never
// reached the shop (the connection dropped or came back while it was under way) is made once more before anything
// is said; then 'Something went wrong.' with a way home.
import { useEffect, useState } from 'react';
import { ApiError } from '#shared/api/errors.ts';
import { isOffline } from '#client/lib/dom.ts';
import { OFFLINE_REDIRECT_MS, openKeptPage } from '#client/lib/offline-pages.ts';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { localizedPath, storeCodeFromPath } from '#shared/domain/urls.ts';
import { translatorFor } from '#shared/i18n/translate.ts';
import { PageLink } from '#client/components/page-link.tsx';

/** Offline: whether the service worker's copy of the page is still being looked up. */
type OfflineCopy = 'looking' | 'missing';

/** The history state of a navigation made again after a connection failure: it is not made a third time. */
const RETRIED = 'retriedAfterConnectionFailure';

function wasRetried(state: unknown): boolean {
  return typeof state === 'object' && state !== null && RETRIED in state;
}

/** A failure with no answer from the shop behind it (a dropped connection, a timeout), not an error it answered. */
export function isConnectionFailure(error: unknown): boolean {
  return !(error instanceof ApiError) && !isRouteErrorResponse(error);
}

export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const storeCode = storeCodeFromPath(location.pathname);
  const t = translatorFor(storeCode);
  const home = localizedPath('/', storeCode);
  // Whether the browser was offline is read once per failure: the connection coming back must not cancel the
  // way home (a new failure reads it again).
  const [failure, setFailure] = useState(() => ({ error, offline: isOffline(), copy: 'looking' as OfflineCopy }));
  if (failure.error !== error) setFailure({ error, offline: isOffline(), copy: 'looking' });
  const { offline, copy } = failure;
  // Online, after a request that got no answer (made offline, or cut when the connection changed): once more, as
  // the same navigation made again (a revalidation would keep this boundary's error: React Router resets it on a
  // new location), marked in its history state so a second failure is shown.
  const retry = !offline && isConnectionFailure(error) && !wasRetried(location.state);

  useEffect(() => {
    if (retry) {
      const state: unknown = location.state;
      void navigate(location.pathname + location.search + location.hash, {
        replace: true,
        state: { ...(typeof state === 'object' ? state : {}), [RETRIED]: true },
      });
      return;
    }
    console.error('Route data could not be loaded', error);
    if (!offline) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void openKeptPage(location.pathname + location.search + location.hash).then((opened) => {
      if (!active || opened) return;
      setFailure((current) => (current.error === error ? { ...current, copy: 'missing' } : current));
      timer = setTimeout(() => void navigate(home, { replace: true }), OFFLINE_REDIRECT_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [retry, error, offline, navigate, home, location.state, location.pathname, location.search, location.hash]);

  // While the copy is looked up or the data asked for again (a moment) nothing is said: the page is about to open.
  if (retry || (offline && copy === 'looking')) return <main id="main" className="main route-error" aria-busy="true" />;
  return (
    <main id="main" className="main route-error" data-testid="route-error">
      <div role={offline ? 'status' : undefined}>
        <h1>{offline ? t('error.offlineContent') : t('error.somethingWrong')}</h1>
      </div>
      <p>
        <PageLink to={home}>{t('notFound.backHome')}</PageLink>
      </p>
    </main>
  );
}
