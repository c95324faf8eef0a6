// What the browser shows when a route's data cannot be loaded during client navigation (the server
// answers such failures with the 500 page of worker/pages/error-page.ts). Offline, the spec §8 message
// 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.' — and the
// shopper is taken home, whose page the service worker keeps (spec §2: content missing offline falls
// back to home). Online: 'Something went wrong.' with a way home.
import { useEffect } from 'react';
import { isOffline } from '#client/lib/dom.ts';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { localizedPath, storeCodeFromPath } from '#shared/domain/urls.ts';
import { translatorFor } from '#shared/i18n/translate.ts';

/** Spec §8 names the redirect, not its delay: long enough to read the message. */
export const OFFLINE_REDIRECT_MS = 3_000;

export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const storeCode = storeCodeFromPath(location.pathname);
  const t = translatorFor(storeCode);
  const home = localizedPath('/', storeCode);
  const offline = isOffline();

  useEffect(() => {
    console.error('Route data could not be loaded', error);
    if (!offline) return;
    const timer = setTimeout(() => void navigate(home, { replace: true }), OFFLINE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [error, offline, navigate, home]);

  return (
    <main id="main" className="main route-error" data-testid="route-error">
      <h1>{offline ? t('error.offlineContent') : t('error.somethingWrong')}</h1>
      <p>
        <Link to={home}>{t('notFound.backHome')}</Link>
      </p>
    </main>
  );
}
