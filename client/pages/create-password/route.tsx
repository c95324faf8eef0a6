// create-password (spec §2: /customer/account/createPassword), reached from the reset e-mail. The form
// comes with the account issue.
import { placeholderPage } from '../../components/info-page';
import { storeViewLinks } from '../../../shared/domain/seo/links';
import { PRIVATE_ROBOTS } from '../../app/page-links';
import type { MetaFunction } from '../../app/route-types';

export const meta: MetaFunction = ({ t, storeCode }) => ({
  title: `${t('createPassword.title')} | ${t('shop.name')}`,
  description: t('createPassword.title'),
  robots: PRIVATE_ROBOTS,
  ...storeViewLinks('/customer/account/createPassword', storeCode),
});

export const CreatePasswordPage = placeholderPage('createPassword.title', 'create-password-page');
