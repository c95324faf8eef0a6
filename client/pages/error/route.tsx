// The error route (spec §2: /error, minimal layout) with the spec §8 500 texts. It answers 200: it is a
// page the shop sends shoppers to, not a failed request (the failed-render page is worker/pages/error-page.ts).
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { InfoPage } from '#client/components/info-page.tsx';
import { noPageData, type LinksFunction, type MetaFunction, type PageLoader } from '#client/lib/page-module.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { PageLink } from '#client/components/page-link.tsx';

export const links: LinksFunction = ({ storeCode }) => storeViewLinks('/error', storeCode);

export const meta: MetaFunction = ({ t }) => ({
  title: t('error.title'),
  description: t('error.text'),
  robots: 'noindex',
});

export const loader: PageLoader = noPageData;

export function Component() {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <InfoPage title={t('error.title')} testId="error-page">
      <p>{t('error.text')}</p>
      <p>
        <PageLink to={localizedPath('/', storeCode)}>{t('notFound.backHome')}</PageLink>
      </p>
    </InfoPage>
  );
}
