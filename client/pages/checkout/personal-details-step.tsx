// Step 1, Personal Details (spec §2, §3 personalDetails; supplement §6 'Continue to shipping'; issue 13): first
// name, last name and e-mail with spec §5 messages. The names also fill the empty delivery address, as the
// shopper most often ships to themself. "Create an account" joins this step with the accounts issue.
import type { FormEvent } from 'react';
import { nextStep, personalDetailsRules, type PersonalField } from '#shared/domain/checkout/steps.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { controlValue } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';
import { useCheckout, useCheckoutContext } from './checkout-context';
import { FormAlert } from './form-alert';
import { useStepForm } from './use-step-form';

const fieldId = (field: PersonalField) => `personal-${field}`;

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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(() => {
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
      <FormAlert message={form.alert} />
      <div className="checkout-fields">
        <Input {...field('firstName')} className="checkout-fields__half" />
        <Input {...field('lastName')} className="checkout-fields__half" />
        <Input {...field('emailAddress', 'email')} className="checkout-fields__wide" hint={t('checkout.emailHint')} />
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
