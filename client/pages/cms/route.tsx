// CMS pages by identifier (spec §2: /delivery-{shop}, /size-guide, …, and pages the url dispatcher
// maps to a cms_page): the page of the store view from the CMS data extension (contract X1).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import type { StoreCode } from '#shared/config/store-views.ts';
import { htmlToText } from '#shared/domain/text.ts';
import { InfoPage } from '#client/components/info-page.tsx';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { useApi, useStoreCode } from '#client/lib/services.tsx';
import type { PageLoaderData, RouteDeps } from '#client/lib/route-types.ts';
import type { LinksFunction, MetaArgs, MetaFunction, PageLoader } from '#client/lib/page-module.ts';
// The page's one query is the cms endpoint's (client/lib/api/cms.ts: null for a missing or inactive page).
import { cmsPageQueryOptions } from '#client/lib/api/cms.ts';

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

export async function loadCmsPage(
  { queryClient, api }: RouteDeps,
  storeCode: StoreCode,
  identifier: string,
  routeName: string,
): Promise<CmsLoaderData> {
  const page = await queryClient.ensureQueryData(cmsPageQueryOptions(api, storeCode, identifier));
  if (!page) return { notFound: true };
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
  // CMS content is shop-authored HTML; it is shown as text until the CMS renderer issue (no raw HTML
  // from an API in the page, so a compromised upstream cannot inject script).
  return (
    <InfoPage title={page.content_heading || page.title} testId="cms-page">
      {htmlToText(page.content)
        .split(/\n+/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </InfoPage>
  );
}
