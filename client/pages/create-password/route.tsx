// create-password (spec §2 /customer/account/createPassword; contract U5; issue 14; ADR 035, 038): reached
// from the reset e-mail's link `?token=…&email=…`. The shopper types the new password twice; POST
// /api/user/create-password sets it, then a success message and the login panel. The token is never
// rendered: the server's HTML is the same form for every link.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CREATE_PASSWORD_RULES, EMAIL, REQUIRED } from '#shared/domain/account/field-rules.ts';
import { InfoPage } from '#client/components/info-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NewPasswordFields } from '#client/features/user/components/new-password-fields.tsx';
import { createNewPassword } from '#client/lib/api/user-create-password.ts';
import { noPageData, type PageLoader } from '#client/lib/page-module.ts';
import { privateLinks, privateMeta } from '#client/lib/private-meta.ts';
import { useApi, useT } from '#client/lib/services.tsx';
import { useUserStore } from '#client/features/user/context.tsx';
import { isOffline, useAccountForm } from '#client/features/user/use-account-form.ts';

export const links = privateLinks(() => '/customer/account/createPassword');

export const meta = privateMeta('createPassword.title');

export const loader: PageLoader = noPageData;

/** The form's rules: with the e-mail field when the link carries none. */
const WITH_EMAIL = { ...CREATE_PASSWORD_RULES, email: [REQUIRED, EMAIL] } as const;

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkEmail = params.get('email') ?? '';
  const [done, setDone] = useState(false);
  return (
    <InfoPage title={t('createPassword.title')} testId="create-password-page">
      {token === '' ? (
        <p role="alert">{t('createPassword.noToken')}</p>
      ) : done ? (
        <Done />
      ) : (
        <CreatePasswordForm token={token} linkEmail={linkEmail} onDone={() => setDone(true)} />
      )}
    </InfoPage>
  );
}

function Done() {
  const t = useT();
  const store = useUserStore();
  return (
    <>
      <p role="status" data-testid="password-created">
        {t('createPassword.done')}
      </p>
      <Button variant="primary" onClick={() => store.getState().requestLogin('login')}>
        {t('account.openLogin')}
      </Button>
    </>
  );
}

function CreatePasswordForm({ token, linkEmail, onDone }: { token: string; linkEmail: string; onDone: () => void }) {
  const t = useT();
  const api = useApi();
  const store = useUserStore();
  const rules = linkEmail === '' ? WITH_EMAIL : CREATE_PASSWORD_RULES;
  const form = useAccountForm<'password' | 'repeatPassword' | 'email'>(
    rules as typeof WITH_EMAIL,
    { password: '', repeatPassword: '', email: linkEmail },
    async ({ password, email }) => {
      if (isOffline()) throw new Error('offline');
      await createNewPassword(api, { email, newPassword: password, resetToken: token });
      onDone();
      store.getState().requestLogin('login');
    },
  );
  const failure = form.failure && isOffline() ? t('account.resetOffline') : form.failure;
  return (
    <form className="account-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {linkEmail === '' ? (
        <Input
          id="create-email"
          type="email"
          autoComplete="email"
          required
          label={t('account.email')}
          {...form.field('email')}
        />
      ) : null}
      <NewPasswordFields idPrefix="create" password={form.field('password')} repeat={form.field('repeatPassword')} />
      {failure ? (
        <p role="alert" className="account-form__failure">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={form.busy}>
        {t('createPassword.submit')}
      </Button>
    </form>
  );
}
