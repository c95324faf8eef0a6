// Static pages (spec routes /legal, /magazine, /order-tracking, /customer-service, /gift-card), in both store views:
// each shows the shop's text for it (the CMS page of the same identifier), or a "being prepared" note where the
// shop has written none. /gift-card also lists the gift cards themselves, each a link to its product page
// (./gift-cards.ts); the loader awaits both, so the server renders them. /order-tracking also finds an order by its
// number and e-mail (./order-tracking.tsx, its code loaded with its texts).
import { useQuery } from '@tanstack/react-query';
import type { StaticPageName } from '#shared/config/shop.ts';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { htmlToText } from '#shared/domain/text.ts';
import { InfoPage } from '#client/components/info-page.tsx';
import { ProductGrid } from '#client/components/product-tile.tsx';
import { cmsPageQueryOptions } from '#client/lib/api/cms.ts';
import { usePageProps, type LinksFunction, type MetaFunction, type PageLoader } from '#client/lib/page-module.ts';
import type { PageLoaderData } from '#client/lib/route-types.ts';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { lazyWithTexts } from '#client/components/deferred-part.tsx';
import { LazyPart } from '#client/components/lazy-part.tsx';
import { giftCardsQuery } from './gift-cards';

const OrderTracking = lazyWithTexts(
  () => import('./order-tracking').then(({ OrderTracking }) => OrderTracking),
  ['catalogue', 'forms', 'account'],
);

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

export const loader: PageLoader<StaticPageProps> =
  ({ queryClient, api, storeCode, props }) =>
  async (): Promise<PageLoaderData> => {
    // Prefetched, not awaited as data: a text or a list that cannot be had leaves the page with its note, not a 500.
    await Promise.all([
      queryClient.prefetchQuery(cmsPageQueryOptions(api, storeCode, props.name)),
      props.name === 'gift-card' ? queryClient.prefetchQuery(giftCardsQuery(api, storeCode)) : null,
    ]);
    return {};
  };

export function Component() {
  const t = useT();
  const { name } = usePageProps<StaticPageProps>();
  return (
    <InfoPage title={t(`static.${name}`)} testId={`static-page-${name}`}>
      <ShopText name={name} />
      {name === 'gift-card' ? <GiftCards /> : null}
      {name === 'order-tracking' ? (
        <LazyPart>
          <OrderTracking />
        </LazyPart>
      ) : null}
    </InfoPage>
  );
}

/** The shop's own text for the page, as paragraphs (shop-authored HTML is shown as text, never as markup). */
function ShopText({ name }: { name: StaticPageName }) {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data: page } = useQuery(cmsPageQueryOptions(api, storeCode, name));
  const paragraphs = page
    ? htmlToText(page.content)
        .split(/\n+/)
        .filter((paragraph) => paragraph.trim() !== '')
    : [];
  if (paragraphs.length === 0) return <p>{t('page.placeholder')}</p>;
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

function GiftCards() {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data } = useQuery(giftCardsQuery(api, storeCode));
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="gift-cards-title" data-testid="gift-cards">
      <h2 id="gift-cards-title">{t('giftCards.title')}</h2>
      <ProductGrid
        products={data.items}
        storeCode={storeCode}
        regularLabel={t('product.regularPrice')}
        eagerCount={0}
      />
    </section>
  );
}
