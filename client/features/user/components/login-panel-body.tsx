// The login panel's forms (spec §4 authElem login / register / forgot password, §5 messages, §8
// notifications; supplement §6 'Log in to your account', 'Register an account'; issue 14; ADR 038), one
// chunk loaded at the panel's first opening. Login: 'You are logged in!' and the panel closes; registration
// logs in with the new account; forgot password sends the reset e-mail (refused offline, spec §5).
import { useAside } from '#client/components/aside.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NewPasswordFields } from './new-password-fields';
import { useApi, useT } from '#client/lib/services.tsx';
import { requestPasswordReset } from '#client/lib/api/user-reset-password.ts';
import { FORGOT_RULES, LOGIN_RULES, REGISTER_RULES } from '#shared/domain/account/field-rules.ts';
import { useUser, useUserStore } from '#client/features/user/context.tsx';
import { logIn, register } from '#client/features/user/login.ts';
import type { AuthMode } from '#client/features/user/store.ts';
import { isOffline, useAccountForm } from '#client/features/user/use-account-form.ts';
import { useState } from 'react';

export function LoginPanelBody({ open }: { open: boolean }) {
  const mode = useUser((state) => state.authElem);
  if (!open) return null;
  return (
    <div className="account-panel__body" data-testid={`auth-${mode}`}>
      {mode === 'login' ? <LoginForm /> : mode === 'register' ? <RegisterForm /> : <ForgotForm />}
    </div>
  );
}

function ModeLink({ mode, children }: { mode: AuthMode; children: string }) {
  const store = useUserStore();
  return (
    <Button variant="ghost" className="account-panel__switch" onClick={() => store.getState().setAuthElem(mode)}>
      {children}
    </Button>
  );
}

function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="account-form__failure">
      {message}
    </p>
  ) : null;
}

/** Spec §8 'You are logged in!' (shown by the app) and the panel closes. */
function useLoggedIn() {
  const store = useUserStore();
  const { close } = useAside();
  return () => {
    store.getState().announce('loggedIn');
    close('account');
  };
}

function LoginForm() {
  const t = useT();
  const api = useApi();
  const store = useUserStore();
  const done = useLoggedIn();
  const form = useAccountForm(LOGIN_RULES, { email: '', password: '' }, async ({ email, password }) => {
    await logIn(api, store, { email, password });
    done();
  });
  return (
    <>
      <form className="account-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          required
          label={t('account.email')}
          {...form.field('email')}
        />
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          label={t('account.password')}
          {...form.field('password')}
        />
        <FormFailure message={form.failure} />
        <Button type="submit" variant="primary" block disabled={form.busy}>
          {t('account.loginSubmit')}
        </Button>
      </form>
      <div className="account-panel__links">
        <ModeLink mode="forgot">{t('account.toForgot')}</ModeLink>
        <ModeLink mode="register">{t('account.toRegister')}</ModeLink>
      </div>
    </>
  );
}

function RegisterForm() {
  const t = useT();
  const api = useApi();
  const store = useUserStore();
  const done = useLoggedIn();
  const form = useAccountForm(
    REGISTER_RULES,
    { email: '', firstName: '', lastName: '', password: '', repeatPassword: '', terms: '' },
    async ({ email, firstName, lastName, password }) => {
      await register(api, store, { email, firstName, lastName, password });
      done();
    },
  );
  return (
    <>
      <form className="account-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          required
          label={t('account.email')}
          {...form.field('email')}
        />
        <Input
          id="register-first-name"
          autoComplete="given-name"
          required
          label={t('account.firstName')}
          {...form.field('firstName')}
        />
        <Input
          id="register-last-name"
          autoComplete="family-name"
          required
          label={t('account.lastName')}
          {...form.field('lastName')}
        />
        <NewPasswordFields
          idPrefix="register"
          label="account.password"
          password={form.field('password')}
          repeat={form.field('repeatPassword')}
        />
        <Checkbox
          id="register-terms"
          name="terms"
          label={t('account.acceptTerms')}
          checked={form.values.terms === 'yes'}
          onChange={form.field('terms').onChange}
          error={form.field('terms').error}
        />
        <FormFailure message={form.failure} />
        <Button type="submit" variant="primary" block disabled={form.busy}>
          {t('account.registerSubmit')}
        </Button>
      </form>
      <div className="account-panel__links">
        <ModeLink mode="login">{t('account.toLogin')}</ModeLink>
      </div>
    </>
  );
}

function ForgotForm() {
  const t = useT();
  const api = useApi();
  const [sent, setSent] = useState(false);
  const form = useAccountForm(FORGOT_RULES, { email: '' }, async ({ email }) => {
    if (isOffline()) throw new Error('offline');
    await requestPasswordReset(api, email);
    setSent(true);
  });
  const failure = form.failure && isOffline() ? t('account.resetOffline') : form.failure;
  return (
    <>
      {sent ? (
        <p role="status" className="account-form__success" data-testid="reset-sent">
          {t('account.resetSent')}
        </p>
      ) : (
        <form className="account-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
          <p>{t('account.forgotIntro')}</p>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            required
            label={t('account.email')}
            {...form.field('email')}
          />
          <FormFailure message={failure} />
          <Button type="submit" variant="primary" block disabled={form.busy}>
            {t('account.resetSubmit')}
          </Button>
        </form>
      )}
      <div className="account-panel__links">
        <ModeLink mode="login">{t('account.toLogin')}</ModeLink>
      </div>
    </>
  );
}
