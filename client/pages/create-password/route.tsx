// create-password (spec §2: /customer/account/createPassword), reached from the reset e-mail. The form
// comes with the account issue.
import { placeholderPage } from '../../components/info-page';
import { privateMeta } from '../../app/page-links';

export const meta = privateMeta('createPassword.title', () => '/customer/account/createPassword');

export const CreatePasswordPage = placeholderPage('createPassword.title', 'create-password-page');
