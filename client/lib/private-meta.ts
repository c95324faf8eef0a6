// Heads shared by the pages with personal or transactional content (checkout, order confirmations,
// my-account, create-password): shown to shoppers, kept out of search indexes.
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { LinksFunction, MetaFunction } from './page-module';

export const PRIVATE_ROBOTS = 'noindex, nofollow';

/** The canonical url and alternates of a transactional page (the languages modal keeps the shopper on it). */
export function privateLinks(path: (params: Record<string, string | undefined>) => string): LinksFunction<unknown> {
  return ({ storeCode, params }) => storeViewLinks(path(params), storeCode);
}

/** Head of a transactional page: its title, kept out of search indexes. */
export function privateMeta(titleKey: MessageKey): MetaFunction<unknown> {
  return ({ t }) => ({ title: `${t(titleKey)} | ${t('shop.name')}`, description: t(titleKey), robots: PRIVATE_ROBOTS });
}
