// Step 1, Personal Details (spec §2, §3 personalDetails; supplement §6 'Continue to shipping'; issue 13): first
// name, last name and e-mail with spec §5 messages. The names also fill the empty delivery address, as the
// shopper most often ships to themself. A guest may tick "I want to create an account" (spec §3
// personalDetails.createAccount, password; §5 'Passwords must be identical.'; issue 14): a new password and its
// repetition (the account forms' fields and rules), the account is made when the order is placed
// (./use-place-order.ts); offline the step says no account can be made and the order goes as a guest's.
import { useState, type FormEvent } from 'react';
import {
  CREATE_PASSWORD_RULES,
  validateAccountForm,
  type AccountFormErrors,
} from '#shared/domain/account/field-rules.ts';
import { nextStep, personalDetailsRules, type PersonalField } from '#shared/domain/checkout/steps.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { controlChecked, controlValue, focusElementById } from '#client/lib/dom.ts';
import { useIsOnline } from '#client/lib/network.ts';
import { useT } from '#client/lib/services.tsx';
import { NewPasswordFields } from '#client/features/user/components/new-password-fields.tsx';
import { useIsLoggedIn } from '#client/features/user/context.tsx';
import { useCheckout, useCheckoutContext } from './checkout-context';
import { FormAlert } from './form-alert';
import { useStepForm } from './use-step-form';

const fieldId = (field: PersonalField) => `personal-${field}`;

type PasswordField = keyof typeof CREATE_PASSWORD_RULES;
/** NewPasswordFields' ids with this prefix: `checkout-account-password`, `checkout-account-repeat-password`. */
const PASSWORD_ID_PREFIX = 'checkout-account';
const PASSWORD_IDS: Record<PasswordField, string> = {
  password: `${PASSWORD_ID_PREFIX}-password`,
  repeatPassword: `${PASSWORD_ID_PREFIX}-repeat-password`,
};

const AUTOCOMPLETE: Record<PersonalField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  emailAddress: 'email',
};

export function PersonalDetailsStep() {
  const t = useT();
  const { store, virtual } = useCheckoutContext();
  const details = useCheckout((state) => state.personalDetails);
  const form = useStepForm(details, personalDetailsRules, fieldId);
  const next = nextStep('personalDetails', virtual);
  const loggedIn = useIsLoggedIn();
  const online = useIsOnline();
  const accountPassword = useCheckout((state) => state.accountPassword);
  const wantsAccount = details.createAccount && !loggedIn;
  const [passwordChecked, setPasswordChecked] = useState(false);
  const passwordErrors: AccountFormErrors<PasswordField> = wantsAccount
    ? validateAccountForm(accountPassword, CREATE_PASSWORD_RULES)
    : {};
  const firstBadPassword = (Object.keys(PASSWORD_IDS) as PasswordField[]).find((field) => passwordErrors[field]);
  const passwordField = (name: PasswordField) => {
    const error = passwordErrors[name];
    return {
      name: PASSWORD_IDS[name],
      value: accountPassword[name],
      error: passwordChecked && error ? t(`validation.${error}`) : undefined,
      onChange: (event: { currentTarget: unknown }) =>
        store.getState().setAccountPassword({ [name]: controlValue(event.currentTarget) }),
    };
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPasswordChecked(true);
    form.submit(() => {
      if (firstBadPassword) {
        focusElementById(PASSWORD_IDS[firstBadPassword]);
        return;
      }
      const { shippingDetails, paymentDetails } = store.getState();
      if (!shippingDetails.firstName && !shippingDetails.lastName)
        store.getState().setShippingDetails({ firstName: details.firstName, lastName: details.lastName });
      if (!paymentDetails.firstName && !paymentDetails.lastName)
        store.getState().setPaymentDetails({ firstName: details.firstName, lastName: details.lastName });
      store.getState().completeStep('personalDetails', next);
    });
  };
  const field = (name: PersonalField, type = 'text') => ({
    id: fieldId(name),
    name: fieldId(name),
    type,
    label: t(name === 'emailAddress' ? 'checkout.field.email' : `checkout.field.${name}`),
    value: details[name],
    required: true,
    autoComplete: AUTOCOMPLETE[name],
    error: form.errorOf(name),
    onChange: (event: { currentTarget: unknown }) =>
      store.getState().setPersonalDetails({ [name]: controlValue(event.currentTarget) }),
    onBlur: (event: { relatedTarget: unknown }) => form.touch(name, event.relatedTarget),
  });
  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit} data-testid="checkout-personal-form">
      <FormAlert message={form.alert ?? (passwordChecked && firstBadPassword ? t('validation.fixErrors') : null)} />
      <div className="checkout-fields">
        <Input {...field('firstName')} className="checkout-fields__half" />
        <Input {...field('lastName')} className="checkout-fields__half" />
        <Input {...field('emailAddress', 'email')} className="checkout-fields__wide" hint={t('checkout.emailHint')} />
        {loggedIn ? null : (
          <Checkbox
            id="personal-create-account"
            name="personal-create-account"
            className="checkout-fields__wide"
            label={t('checkout.createAccount')}
            checked={details.createAccount}
            onChange={(event) =>
              store.getState().setPersonalDetails({ createAccount: controlChecked(event.currentTarget) })
            }
          />
        )}
        {wantsAccount && !online ? (
          <p className="checkout-note checkout-fields__wide" role="status">
            {t('checkout.accountOffline')}
          </p>
        ) : null}
        {wantsAccount ? (
          <NewPasswordFields
            idPrefix={PASSWORD_ID_PREFIX}
            label="account.password"
            password={passwordField('password')}
            repeat={passwordField('repeatPassword')}
          />
        ) : null}
      </div>
      <Button type="submit" variant="primary" block>
        {t(next === 'shipping' ? 'checkout.submit.toShipping' : 'checkout.submit.toPayment')}
      </Button>
    </form>
  );
}

export function PersonalDetailsSummary() {
  const details = useCheckout((state) => state.personalDetails);
  return (
    <p>
      {details.firstName} {details.lastName}
      <br />
      {details.emailAddress}
    </p>
  );
}
