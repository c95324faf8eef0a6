// CMS pages by identifier (spec §2: /delivery-{shop}, /size-guide, …, and pages the url dispatcher
// maps to a cms_page): the page of the store view from the CMS data extension (contract X1).
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { ApiError, type ApiClient } from '#shared/api/client.ts';
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import type { CmsPage } from '#shared/contract/cms.ts';
import { htmlToText } from '#shared/domain/text.ts';
import { InfoPage } from '#client/components/info-page.tsx';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { useApi, useStoreCode } from '#client/lib/services.tsx';
import type { PageLoaderData, RouteDeps } from '#client/lib/route-types.ts';
import type { LinksFunction, MetaArgs, MetaFunction, PageLoader } from '#client/lib/page-module.ts';

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
  return queryClient.getQueryData(cmsPageQuery(api, storeCode, identifier).queryKey) ?? null;
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
  return { title: `${page.title} | ${t('shop.name')}`, description, og: { type: 'website', title: page.title, description } };
};

export async function loadCmsPage({ queryClient, api }: RouteDeps, storeCode: StoreCode, identifier: string, routeName: string): Promise<CmsLoaderData> {
  const page = await queryClient.ensureQueryData(cmsPageQuery(api, storeCode, identifier));
  if (!page) return { notFound: true };
  return { identifier, routeName };
}

export const loader: PageLoader<CmsProps> = (context) => () =>
  loadCmsPage(context, context.storeCode, context.props.identifier, context.routeName);

export function Component() {
  const api = useApi();
  const storeCode = useStoreCode();
  const { identifier = '' } = useLoaderData() as CmsLoaderData;
  const { data: page } = useSuspenseQuery(cmsPageQuery(api, storeCode, identifier));
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

// Queries ------------------------------------------------------------------------------------------

export function cmsPageQuery(api: ApiClient, storeCode: StoreCode, identifier: string) {
  return queryOptions({
    queryKey: ['cms', storeCode, 'page', identifier],
    queryFn: async (): Promise<CmsPage | null> => {
      const path = `/api/ext/cms-data/cmsPageIdentifier/${encodeURIComponent(identifier)}/storeId/${STORE_VIEWS[storeCode].storeId}`;
      try {
        const body = await api.getJson<{ code: number; result: CmsPage | null }>(path);
        return body.result && body.result.active !== false ? body.result : null;
      } catch (error) {
        // Spec §8: 'CMS query returned empty result' is a missing page, not a failure.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
