// Head links of pages that are the same path in every store view (static, CMS, account, checkout):
// canonical in the current view and hreflang alternates for both (supplement §1).
import type { StoreCode } from '../../shared/config/store-views';
import { storeViewLinks, type StoreViewLinks } from '../../shared/domain/seo/links';

export function samePathLinks(unprefixedPath: string, storeCode: StoreCode): StoreViewLinks {
  return storeViewLinks(unprefixedPath, storeCode);
}

/** Pages with personal or transactional content: shown to shoppers, kept out of search indexes. */
export const PRIVATE_ROBOTS = 'noindex, nofollow';
