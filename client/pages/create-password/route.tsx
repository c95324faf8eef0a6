// create-password (spec §2: /customer/account/createPassword), reached from the reset e-mail. The form
// comes with the account issue.
import { placeholderPage } from '#client/components/info-page.tsx';
import { noPageData, type PageLoader } from '#client/lib/page-module.ts';
import { privateLinks, privateMeta } from '#client/lib/private-meta.ts';

export const links = privateLinks(() => '/customer/account/createPassword');

export const meta = privateMeta('createPassword.title');

export const loader: PageLoader = noPageData;

export const Component = placeholderPage('createPassword.title', 'create-password-page');
