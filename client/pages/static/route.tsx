// Static text pages (spec §2: /legal, /magazine, /order-tracking, /customer-service, /gift-card):
// a title and placeholder text, in both store views.
import type { StaticPageName } from '#shared/config/shop.ts';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { InfoPage } from '#client/components/info-page.tsx';
import {
  noPageData,
  usePageProps,
  type LinksFunction,
  type MetaFunction,
  type PageLoader,
} from '#client/lib/page-module.ts';
import { useT } from '#client/lib/services.tsx';

/** The route table row's props: which static page. */
export interface StaticPageProps {
  name: StaticPageName;
}

export const links: LinksFunction<StaticPageProps> = ({ props, storeCode }) =>
  storeViewLinks(`/${props.name}`, storeCode);

export const meta: MetaFunction<StaticPageProps> = ({ t, props }) => {
  const title = t(`static.${props.name}`);
  return {
    title: `${title} | ${t('shop.name')}`,
    description: t('cms.description', { title }),
    og: { type: 'website', title, description: t('cms.description', { title }) },
  };
};

export const loader: PageLoader<StaticPageProps> = noPageData;

export function Component() {
  const t = useT();
  const { name } = usePageProps<StaticPageProps>();
  return (
    <InfoPage title={t(`static.${name}`)} testId={`static-page-${name}`}>
      <p>{t('page.placeholder')}</p>
    </InfoPage>
  );
}
