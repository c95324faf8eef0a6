// Which pages `bench/first-load-js.ts` opens, one per page kind: home, a category and a product found the way
// bench/lib/targets.ts finds them, a CMS page, checkout, my-account and the English home.
import { CMS_ROUTES } from '#shared/config/shop.ts';
import { categoryTarget, productTarget } from './targets';

export interface FirstLoadPage {
  /** Page kind, e.g. `product`; also the row name of the tables. */
  kind: string;
  /** Path to open; null when it could not be found (see `skipReason`). */
  path: string | null;
  skipReason?: string;
}

/** The product page's kind name. */
export const PRODUCT_KIND = 'product';

export async function resolveFirstLoadPages(baseURL: string, category: string | null): Promise<FirstLoadPage[]> {
  const categoryPage = await categoryTarget(baseURL, category, true);
  const productPage = await productTarget(baseURL, category, true);
  const cms = CMS_ROUTES[0];
  return [
    { kind: 'home', path: '/' },
    {
      kind: 'category',
      path: categoryPage.path,
      ...(categoryPage.skipReason ? { skipReason: categoryPage.skipReason } : {}),
    },
    {
      kind: PRODUCT_KIND,
      path: productPage.path,
      ...(productPage.skipReason ? { skipReason: productPage.skipReason } : {}),
    },
    cms ? { kind: 'cms', path: `/${cms.identifier}` } : { kind: 'cms', path: null, skipReason: 'CMS_ROUTES is empty' },
    { kind: 'checkout', path: '/checkout' },
    { kind: 'my-account', path: '/my-account' },
    { kind: 'home-en', path: '/en/' },
  ];
}
