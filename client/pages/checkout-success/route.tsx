// checkout-success (spec §2): the page after a placed order. Its content comes with the checkout issue;
// the route, name, layout and head are final.
import { placeholderPage } from '#client/components/info-page.tsx';
import { noPageData, type PageLoader } from '#client/lib/page-module.ts';
import { privateLinks, privateMeta } from '#client/lib/private-meta.ts';

export const links = privateLinks(() => '/checkout-success');

export const meta = privateMeta('checkoutSuccess.title');

export const loader: PageLoader = noPageData;

export const Component = placeholderPage('checkoutSuccess.title', 'checkout-success-page');
