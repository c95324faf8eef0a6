// The account screen (spec §2 my-account routes): the frame around the account blocks, which are its child
// routes (client/pages/account-block). Account screens need login; until the account issue brings it, every
// visitor is a guest. Nothing personal is ever rendered on the server (ADR 013: pages are cacheable).
import { Outlet } from 'react-router';
import { InfoPage } from '#client/components/info-page.tsx';
import { noPageData, type MetaFunction, type PageLoader } from '#client/lib/page-module.ts';
import { PRIVATE_ROBOTS } from '#client/lib/private-meta.ts';
import { useT } from '#client/lib/services.tsx';

/** The frame's own head; each block's module gives the page's (the deepest match wins). */
export const meta: MetaFunction = ({ t }) => ({
  title: t('account.title'),
  description: t('account.title'),
  robots: PRIVATE_ROBOTS,
});

export const loader: PageLoader = noPageData;

export function Component() {
  const t = useT();
  return (
    <InfoPage title={t('account.title')} testId="my-account-page">
      <Outlet />
    </InfoPage>
  );
}
