// CMS pages by identifier (spec §2: /delivery-{shop}, /size-guide, …, and pages the url dispatcher
// maps to a cms_page): the page of the store view from the CMS data extension (contract X1). Two of them
// are tools as well as text (issue 10): /size-guide shows its size tables as tables and the size
// calculator (client/features/size-guide), /stores-{shop} the store locator (client/features/store-locator),
// whose points the loader awaits so the list is server-rendered.
import { lazy } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { CMS_ROUTES } from '#shared/config/shop.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { htmlToText } from '#shared/domain/text.ts';
import { InfoPage } from '#client/components/info-page.tsx';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { useApi, useStoreCode } from '#client/lib/services.tsx';
import { LazyPart } from '#client/components/lazy-part.tsx';
import { stockistsQuery } from '#client/features/store-locator/api/stockists.ts';
import type { PageLoaderData, RouteDeps } from '#client/lib/route-types.ts';
import type { LinksFunction, MetaArgs, MetaFunction, PageLoader } from '#client/lib/page-module.ts';
// The page's one query is the cms endpoint's (client/lib/api/cms.ts: null for a missing or inactive page).
import { cmsPageQueryOptions } from '#client/lib/api/cms.ts';

// The two tools' code (~4.5 KB gzip) loads only on their own pages; the server renders them in full and React keeps
// that HTML until the code has come.
const SizeGuidePage = lazy(() => import('./size-guide-page').then(({ SizeGuidePage }) => ({ default: SizeGuidePage })));
const StoreList = lazy(() => import('./store-list').then(({ StoreList }) => ({ default: StoreList })));

export interface CmsLoaderData extends PageLoaderData {
  identifier?: string;
}

/** The route table row's props: which CMS page (spec §2 routes by identifier). */
export interface CmsProps {
  identifier: string;
}

/** The page the loader found (the dispatcher passes its own identifier through the loader data). */
function shownPage({ queryClient, api, storeCode, loaderData }: MetaArgs<unknown>) {
  const identifier = (loaderData as CmsLoaderData | undefined)?.identifier ?? '';
  return queryClient.getQueryData(cmsPageQueryOptions(api, storeCode, identifier).queryKey) ?? null;
}

export const links: LinksFunction<unknown> = (args) => {
  const page = shownPage(args);
  return page ? storeViewLinks(args.urls.cmsPage(page.identifier, 'ru'), args.storeCode) : {};
};

export const meta: MetaFunction<unknown> = (args) => {
  const { t } = args;
  const page = shownPage(args);
  if (!page) return { title: t('notFound.title'), description: t('notFound.text'), robots: 'noindex' };
  const text = htmlToText(page.content).slice(0, 160);
  const description = text || t('cms.description', { title: page.title });
  return {
    title: `${page.title} | ${t('shop.name')}`,
    description,
    og: { type: 'website', title: page.title, description },
  };
};

/** The CMS pages that are tools too (issue 10), by the route names of shared/config/shop.ts CMS_ROUTES. */
const TOOL_OF: ReadonlyMap<string, 'size-guide' | 'stores'> = new Map(
  CMS_ROUTES.flatMap(({ name, identifier }) =>
    name === 'size-guide' || name === 'stores' ? [[identifier, name] as const] : [],
  ),
);

export async function loadCmsPage(
  { queryClient, api }: RouteDeps,
  storeCode: StoreCode,
  identifier: string,
  routeName: string,
): Promise<CmsLoaderData> {
  const page = await queryClient.ensureQueryData(cmsPageQueryOptions(api, storeCode, identifier));
  if (!page) return { notFound: true };
  if (TOOL_OF.get(identifier) === 'stores') {
    // The list is the page: awaited, so it is in the server-rendered HTML. A failure leaves the page's text
    // and a message (StoreList), not a 500.
    await queryClient.prefetchQuery(stockistsQuery(api, storeCode));
  }
  return { identifier, routeName };
}

export const loader: PageLoader<CmsProps> = (context) => () =>
  loadCmsPage(context, context.storeCode, context.props.identifier, context.routeName);

export function Component() {
  const api = useApi();
  const storeCode = useStoreCode();
  const { identifier = '' } = useLoaderData() as CmsLoaderData;
  const { data: page } = useSuspenseQuery(cmsPageQueryOptions(api, storeCode, identifier));
  if (!page) return null;
  const tool = TOOL_OF.get(identifier);
  const title = page.content_heading || page.title;
  if (tool === 'size-guide') {
    return (
      <InfoPage title={title} testId="cms-page">
        <LazyPart>
          <SizeGuidePage content={page.content} />
        </LazyPart>
      </InfoPage>
    );
  }
  // CMS content is shop-authored HTML; it is shown as text until the CMS renderer issue (no raw HTML
  // from an API in the page, so a compromised upstream cannot inject script).
  return (
    <InfoPage title={title} testId="cms-page">
      {htmlToText(page.content)
        .split(/\n+/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      {tool === 'stores' ? (
        <LazyPart>
          <StoreList />
        </LazyPart>
      ) : null}
    </InfoPage>
  );
}
