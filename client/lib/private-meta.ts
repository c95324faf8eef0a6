// Heads shared by the pages with personal or transactional content (checkout, order confirmations,
// my-account, create-password): shown to shoppers, kept out of search indexes.
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { MetaFunction } from './route-types';

export const PRIVATE_ROBOTS = 'noindex, nofollow';

/** Head of a transactional page: its title, canonical and alternates, kept out of search indexes. */
export function privateMeta(titleKey: MessageKey, path: (params: Record<string, string | undefined>) => string): MetaFunction {
  return ({ t, storeCode, params }) => ({
    title: `${t(titleKey)} | ${t('shop.name')}`,
    description: t(titleKey),
    robots: PRIVATE_ROBOTS,
    ...storeViewLinks(path(params), storeCode),
  });
}
