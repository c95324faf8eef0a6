// Static text pages (spec §2: /legal, /magazine, /order-tracking, /customer-service, /gift-card):
// a title and placeholder text, in both store views.
import type { StaticPageName } from '#shared/config/shop.ts';
import { InfoPage } from '#client/components/info-page.tsx';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { useT } from '#client/lib/services.tsx';
import type { MetaFunction, PageLoaderData } from '#client/lib/route-types.ts';

export function staticPageMeta(name: StaticPageName): MetaFunction {
  return ({ t, storeCode }) => {
    const title = t(`static.${name}`);
    return {
      title: `${title} | ${t('shop.name')}`,
      description: t('cms.description', { title }),
      ...storeViewLinks(`/${name}`, storeCode),
      og: { type: 'website', title, description: t('cms.description', { title }) },
    };
  };
}

export function staticPageLoader(): PageLoaderData {
  return {};
}

export function staticPage(name: StaticPageName) {
  return function StaticPage() {
    const t = useT();
    return (
      <InfoPage title={t(`static.${name}`)} testId={`static-page-${name}`}>
        <p>{t('page.placeholder')}</p>
      </InfoPage>
    );
  };
}
