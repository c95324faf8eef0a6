// MyProfile (spec §2 my-account, §5 "only firstname, lastname, email and addresses can be changed", §8
// 'Account data has successfully been updated', 'Password has successfully been changed', §5 offline refusal
// 'Reset password feature does not work while offline!'; issue 14; ADR 038): the profile form (POST
// /api/user/me, through the durable queue: issue 15, spec §7) and the change-password form (POST /api/user/change-password).
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useApi, useT } from '#client/lib/services.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NewPasswordFields } from '#client/features/user/components/new-password-fields.tsx';
import { changeUserPassword } from '#client/lib/api/user-change-password.ts';
import { ApiError } from '#shared/api/errors.ts';
import { CHANGE_PASSWORD_RULES, PROFILE_RULES } from '#shared/domain/account/field-rules.ts';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { useUser, useUserStore } from '#client/features/user/context.tsx';
import { logIn } from '#client/features/user/login.ts';
import { isOffline, useAccountForm } from '#client/features/user/use-account-form.ts';
import { FormFailure } from './form-failure';

/** The saved profile's values: a save (or a profile read later) shows them in a fresh form. */
const profileKey = (customer: { email: string; firstname: string; lastname: string } | null) =>
  customer ? `${customer.email}|${customer.firstname}|${customer.lastname}` : 'none';

export function MyProfile() {
  const current = useUser((state) => state.current);
  return (
    <div className="account-forms">
      <ProfileForm key={profileKey(current)} />
      <ChangePasswordBlock />
    </div>
  );
}

function ProfileForm() {
  const t = useT();
  const store = useUserStore();
  const current = useUser((state) => state.current);
  const spawn = useNotifications((state) => state.spawn);
  const form = useAccountForm(
    PROFILE_RULES,
    { email: current?.email ?? '', firstName: current?.firstname ?? '', lastName: current?.lastname ?? '' },
    async ({ email, firstName, lastName }) => {
      if (!store.getState().token) return;
      // Spec §7: POST /api/user/me is queued (issue 15): sent now when online, else kept on the device and sent
      // when the connection returns; the queue's callback puts the platform's profile into the user store.
      const { queueProfileUpdate } = await import('#client/features/user/queued-profile.browser.ts');
      const saved = await queueProfileUpdate(store, {
        email: email.trim(),
        firstname: firstName.trim(),
        lastname: lastName.trim(),
      });
      if (saved.state === 'queued') spawn({ type: 'info', message: t('account.profileQueued') });
      else if (saved.state === 'saved') spawn({ type: 'success', message: t('account.profileUpdated') });
      else throw new ApiError(saved.status, saved.result, '/api/user/me');
    },
  );
  return (
    <form className="account-form" noValidate aria-labelledby="profile-heading" onSubmit={(e) => void form.onSubmit(e)}>
      <h3 id="profile-heading">{t('account.profileHeading')}</h3>
      <Input
        id="profile-first-name"
        autoComplete="given-name"
        required
        label={t('account.firstName')}
        {...form.field('firstName')}
      />
      <Input
        id="profile-last-name"
        autoComplete="family-name"
        required
        label={t('account.lastName')}
        {...form.field('lastName')}
      />
      <Input
        id="profile-email"
        type="email"
        autoComplete="email"
        required
        label={t('account.email')}
        {...form.field('email')}
      />
      <FormFailure message={form.failure} />
      <Button type="submit" variant="primary" disabled={form.busy}>
        {t('account.saveProfile')}
      </Button>
    </form>
  );
}

/** Keyed by a generation: a changed password empties the form (a new one mounts). */
function ChangePasswordBlock() {
  const [generation, setGeneration] = useState(0);
  return <ChangePasswordForm key={generation} setGeneration={setGeneration} />;
}

function ChangePasswordForm({ setGeneration }: { setGeneration: Dispatch<SetStateAction<number>> }) {
  const t = useT();
  const api = useApi();
  const store = useUserStore();
  const spawn = useNotifications((state) => state.spawn);
  const form = useAccountForm(
    CHANGE_PASSWORD_RULES,
    { currentPassword: '', password: '', repeatPassword: '' },
    async ({ currentPassword, password }) => {
      const token = store.getState().token;
      if (!token) return;
      await changeUserPassword(api, token, { currentPassword, newPassword: password });
      // ADR 035: a changed password ends every session, this one too; sign in again with the new password so
      // the shopper stays logged in.
      const email = store.getState().current?.email;
      if (email) await logIn(api, store, { email, password });
      setGeneration((value) => value + 1);
      spawn({ type: 'success', message: t('account.passwordChanged') });
    },
  );
  // Spec §5: refused offline, before any request.
  const onSubmit: typeof form.onSubmit = async (event) => {
    if (isOffline()) {
      event.preventDefault();
      form.setFailure(t('account.resetOffline'));
      return;
    }
    await form.onSubmit(event);
  };
  return (
    <form className="account-form" noValidate aria-labelledby="password-heading" onSubmit={(e) => void onSubmit(e)}>
      <h3 id="password-heading">{t('account.changePasswordHeading')}</h3>
      <Input
        id="change-current-password"
        type="password"
        autoComplete="current-password"
        required
        label={t('account.currentPassword')}
        {...form.field('currentPassword')}
      />
      <NewPasswordFields idPrefix="change" password={form.field('password')} repeat={form.field('repeatPassword')} />
      <FormFailure message={form.failure} />
      <Button type="submit" variant="primary" disabled={form.busy}>
        {t('account.changePassword')}
      </Button>
    </form>
  );
}
