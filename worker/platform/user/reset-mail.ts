// The reset-password e-mail (contract U4; issue 14; ADR 035) in the store view's language: a link to the
// storefront's `/customer/account/createPassword?token=…&email=…` page (the email is in the link because
// create-password needs it, contract U5), valid for one hour.
import { DEFAULT_STORE_CODE, STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { SHOP_SENDER, type MailMessage } from '#worker/platform/mail/transport.ts';
import { RESET_TOKEN_LIFETIME_MS } from './reset-tokens';

const LIFETIME_MINUTES = RESET_TOKEN_LIFETIME_MS / 60_000;

const TEXTS: Record<StoreCode, { subject: string; intro: string; action: string; expiry: string; ignore: string }> = {
  ru: {
    subject: 'Восстановление пароля — Модный берег',
    intro: 'Мы получили запрос на смену пароля вашей учётной записи.',
    action: 'Задать новый пароль',
    expiry: `Ссылка действует ${LIFETIME_MINUTES} минут и только один раз.`,
    ignore: 'Если вы не запрашивали смену пароля, просто проигнорируйте это письмо.',
  },
  en: {
    subject: 'Reset your password — Modny Bereg',
    intro: 'We received a request to change the password of your account.',
    action: 'Set a new password',
    expiry: `The link works for ${LIFETIME_MINUTES} minutes and only once.`,
    ignore: 'If you did not ask for it, just ignore this e-mail.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page that sets the new password, in the store view's url space (the default view is unprefixed). */
export function resetLink(origin: string, store: StoreCode, email: string, token: string): string {
  const prefix = store === DEFAULT_STORE_CODE ? '' : STORE_VIEWS[store].url;
  const query = new URLSearchParams({ token, email });
  return `${origin}${prefix}/customer/account/createPassword?${query.toString()}`;
}

export function resetPasswordMail(to: string, store: StoreCode, link: string): MailMessage {
  const t = TEXTS[store];
  return {
    from: SHOP_SENDER,
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${t.action}: ${link}\n\n${t.expiry}\n${t.ignore}\n`,
    html:
      `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>` +
      `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
  };
}
