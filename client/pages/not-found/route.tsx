// page-not-found (spec §2, §8): HTTP 404 on the server, the spec's texts. Shown by the url dispatcher and by
// any page whose entity is missing (client/app/routes.tsx orNotFound), so it ships with the route table.
import { localizedPath } from '#shared/domain/urls.ts';
import type { PageLoaderData } from '#client/lib/route-types.ts';
import type { MetaFunction, PageLoader } from '#client/lib/page-module.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { PageLink } from '#client/components/page-link.tsx';

// No canonical and no alternates (no `links`): a missing page has nothing to point to (ADR 011).
export const meta: MetaFunction<unknown> = ({ t }) => ({
  title: t('notFound.title'),
  description: t('notFound.text'),
  robots: 'noindex',
});

export const loader: PageLoader<unknown> = () => (): PageLoaderData => ({ notFound: true });

export function Component() {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <div className="not-found" data-testid="page-not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <PageLink to={localizedPath('/', storeCode)}>{t('notFound.backHome')}</PageLink>
      </p>
    </div>
  );
}
