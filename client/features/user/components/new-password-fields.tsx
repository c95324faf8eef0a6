// A new password and its repetition (spec §5 'Passwords must be identical.'; issue 14): the same two fields in
// the registration form, the profile's password change and the reset link's page (create-password).
import { Input } from '#client/components/ui/input.tsx';
import { useT } from '#client/lib/services.tsx';

type FieldProps = Omit<Parameters<typeof Input>[0], 'label' | 'id'>;

export function NewPasswordFields({
  idPrefix,
  password,
  repeat,
  label = 'account.newPassword',
}: {
  /** Ids `{idPrefix}-password` and `{idPrefix}-repeat-password` (fixed, so a form can focus them). */
  idPrefix: string;
  /** The form's props of each field (`form.field('password')`, `form.field('repeatPassword')`). */
  password: FieldProps;
  repeat: FieldProps;
  label?: 'account.newPassword' | 'account.password';
}) {
  const t = useT();
  return (
    <>
      <Input
        id={`${idPrefix}-password`}
        type="password"
        autoComplete="new-password"
        required
        label={t(label)}
        hint={t('account.passwordHint')}
        {...password}
      />
      <Input
        id={`${idPrefix}-repeat-password`}
        type="password"
        autoComplete="new-password"
        required
        label={t('account.repeatPassword')}
        {...repeat}
      />
    </>
  );
}
