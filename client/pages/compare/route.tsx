// Compare (spec §2 compare route, titled 'Compare Products'; issue 14 "Wishlist and compare"): the products the
// shopper compares, side by side with their comparable attributes (./compare-table.tsx). The list lives on the
// device (spec §3 "Wishlist and compare: items by sku"; ADR 037), so the server renders the anonymous frame —
// the heading and a loading line, no personal data, never cached at the edge — and the browser fills it in
// once the device's list is read.
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { noPageData, type LinksFunction, type MetaFunction, type PageLoader } from '#client/lib/page-module.ts';
import { useSavedList } from '#client/lib/saved-list.ts';
import { useT } from '#client/lib/services.tsx';
import { useCompareStore } from '#client/features/compare/feature.ts';
import { CompareTable } from './compare-table';

export const links: LinksFunction = ({ storeCode }) => storeViewLinks('/compare', storeCode);

export const meta: MetaFunction = ({ t }) => ({
  title: `${t('compare.title')} | ${t('shop.name')}`,
  description: t('compare.title'),
  // A personal list: nothing to index.
  robots: 'noindex, follow',
});

export const loader: PageLoader = noPageData;

export function Component() {
  const t = useT();
  const { items, loaded } = useSavedList(useCompareStore());
  return (
    <div className="compare-page" data-testid="compare-page">
      <h1>{t('compare.title')}</h1>
      {!loaded ? (
        <p className="compare-page__status" role="status">
          {t('compare.loading')}
        </p>
      ) : (
        <CompareTable items={items} />
      )}
    </div>
  );
}
