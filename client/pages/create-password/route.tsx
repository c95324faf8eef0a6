// create-password (spec §2: /customer/account/createPassword), reached from the reset e-mail. The form
// comes with the account issue.
import { placeholderPage } from '#client/components/info-page.tsx';
import { privateMeta } from '#client/lib/private-meta.ts';

export const meta = privateMeta('createPassword.title', () => '/customer/account/createPassword');

export const CreatePasswordPage = placeholderPage('createPassword.title', 'create-password-page');
