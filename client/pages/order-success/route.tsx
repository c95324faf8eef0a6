// external-thank-you (spec §2: /order-success): where an external checkout sends the shopper back. Its
// content comes with the checkout issue; the route, name, layout and head are final.
import { placeholderPage } from '#client/components/info-page.tsx';
import { noPageData, type PageLoader } from '#client/lib/page-module.ts';
import { privateLinks, privateMeta } from '#client/lib/private-meta.ts';

export const links = privateLinks(() => '/order-success');

export const meta = privateMeta('orderSuccess.title');

export const loader: PageLoader = noPageData;

export const Component = placeholderPage('orderSuccess.title', 'order-success-page');
