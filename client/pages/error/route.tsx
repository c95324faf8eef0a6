// The error route (spec §2: /error, minimal layout) with the spec §8 500 texts. It answers 200: it is a
// page the shop sends shoppers to, not a failed request (the failed-render page is worker/pages/error-page.ts).
import { Link } from 'react-router';
import { localizedPath } from '../../../shared/domain/urls';
import { InfoPage } from '../../components/info-page';
import { storeViewLinks } from '../../../shared/domain/seo/links';
import { useStoreCode, useT } from '../../app/services';
import type { MetaFunction } from '../../app/route-types';

export const meta: MetaFunction = ({ t, storeCode }) => ({
  title: t('error.title'),
  description: t('error.text'),
  robots: 'noindex',
  ...storeViewLinks('/error', storeCode),
});

export function ErrorRoutePage() {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <InfoPage title={t('error.title')} testId="error-page">
      <p>{t('error.text')}</p>
      <p>
        <Link to={localizedPath('/', storeCode)}>{t('notFound.backHome')}</Link>
      </p>
    </InfoPage>
  );
}
