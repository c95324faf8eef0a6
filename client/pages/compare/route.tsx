// Compare (spec §2: titled Compare Products). The compare list comes with its issue.
import { placeholderPage } from '#client/components/info-page.tsx';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import type { MetaFunction } from '#client/lib/route-types.ts';

export const meta: MetaFunction = ({ t, storeCode }) => ({
  title: `${t('compare.title')} | ${t('shop.name')}`,
  description: t('compare.title'),
  // A personal list: nothing to index.
  robots: 'noindex, follow',
  ...storeViewLinks('/compare', storeCode),
});

export const ComparePage = placeholderPage('compare.title', 'compare-page');
