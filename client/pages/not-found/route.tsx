// page-not-found (spec §2, §8): HTTP 404 on the server, the spec's texts.
import { Link } from 'react-router';
import { localizedPath } from '#shared/domain/urls.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import type { MetaFunction, PageLoaderData } from '#client/lib/route-types.ts';

// No canonical and no alternates: a missing page has nothing to point to (ADR 011).
export const meta: MetaFunction = ({ t }) => ({ title: t('notFound.title'), description: t('notFound.text'), robots: 'noindex' });

export function notFoundLoader(): PageLoaderData {
  return { notFound: true };
}

export function NotFoundPage() {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <div className="not-found" data-testid="page-not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to={localizedPath('/', storeCode)}>{t('notFound.backHome')}</Link>
      </p>
    </div>
  );
}
