// Compare (spec §2: titled Compare Products). The compare list comes with its issue.
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { placeholderPage } from '#client/components/info-page.tsx';
import { noPageData, type LinksFunction, type MetaFunction, type PageLoader } from '#client/lib/page-module.ts';

export const links: LinksFunction = ({ storeCode }) => storeViewLinks('/compare', storeCode);

export const meta: MetaFunction = ({ t }) => ({
  title: `${t('compare.title')} | ${t('shop.name')}`,
  description: t('compare.title'),
  // A personal list: nothing to index.
  robots: 'noindex, follow',
});

export const loader: PageLoader = noPageData;

export const Component = placeholderPage('compare.title', 'compare-page');
