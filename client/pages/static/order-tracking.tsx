// The /order-tracking page's form: the order number and the e-mail it was placed with, and then where the order
// stands (its status by name, when it was placed, its sum and item count) or why it was not found. The lookup is
// `POST /api/order/track` (client/lib/api/order-tracking.ts); its code and texts load with this part
// (client/components/deferred-part.tsx `lazyWithTexts`), the server renders the form in full.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#shared/api/errors.ts';
import type { TrackedOrder } from '#shared/contract/order-tracking.ts';
import { email, required, validateForm, type FormErrors, type FormRules } from '#shared/domain/checkout/field-rules.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { STORE_VIEWS } from '#shared/config/store-views.ts';
import { platformMessage } from '#shared/i18n/platform-messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { orderDate, orderStatusLabel } from '#client/features/user/order-labels.ts';
import { trackOrderMutationOptions } from '#client/lib/api/order-tracking.ts';
import { controlValue, focusElementById, isOffline } from '#client/lib/dom.ts';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';

type TrackingField = 'orderNumber' | 'email';
const FIELDS: readonly TrackingField[] = ['orderNumber', 'email'];
const EMPTY: Record<TrackingField, string> = { orderNumber: '', email: '' };
/** The number as given ("000000004"), without its zeros, or with a leading '#'. */
const ORDER_NUMBER = /^#?\d{1,12}$/;
const RULES: FormRules<TrackingField> = { orderNumber: [required], email: [required, email] };

const controlId = (field: TrackingField) => `order-tracking-${field}`;

type Outcome =
  { kind: 'found'; order: TrackedOrder } | { kind: 'message'; text: string; role: 'status' | 'alert' } | null;

export function OrderTracking() {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const locale = STORE_VIEWS[storeCode].locale;
  const mutation = useMutation(trackOrderMutationOptions(api));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<TrackingField>>({});
  const [numberWrong, setNumberWrong] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const change = (field: TrackingField) => (event: { currentTarget: unknown }) => {
    const value = controlValue(event.currentTarget);
    setValues((before) => ({ ...before, [field]: value }));
  };
  const errorText = (field: TrackingField) => {
    const code = errors[field];
    if (code) return t(`validation.${code}`);
    return field === 'orderNumber' && numberWrong ? t('orderTracking.numberDigits') : null;
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validateForm(values, RULES);
    const badNumber = !found.orderNumber && !ORDER_NUMBER.test(values.orderNumber.trim());
    setErrors(found);
    setNumberWrong(badNumber);
    const firstInvalid = FIELDS.find((field) => found[field] || (field === 'orderNumber' && badNumber));
    if (firstInvalid) return focusElementById(controlId(firstInvalid));
    if (isOffline()) return setOutcome({ kind: 'message', text: t('orderTracking.offline'), role: 'alert' });
    setOutcome(null);
    mutation.mutate(
      { orderNumber: values.orderNumber.trim(), email: values.email.trim() },
      {
        onSuccess: (order) => setOutcome({ kind: 'found', order }),
        onError: (cause) => {
          if (cause instanceof ApiError && cause.status === 404)
            return setOutcome({ kind: 'message', text: t('orderTracking.notFound'), role: 'status' });
          const known =
            cause instanceof ApiError && typeof cause.result === 'string' ? platformMessage(cause.result) : null;
          console.warn('[order-tracking] not answered', cause);
          setOutcome({
            kind: 'message',
            text: known
              ? t(known.key, known.params)
              : t(isOffline() ? 'orderTracking.offline' : 'account.requestFailed'),
            role: 'alert',
          });
        },
      },
    );
  }

  return (
    <>
      <form
        className="order-tracking"
        aria-labelledby="order-tracking-heading"
        noValidate
        onSubmit={submit}
        data-testid="order-tracking"
      >
        <h2 id="order-tracking-heading">{t('orderTracking.heading')}</h2>
        <p>{t('orderTracking.intro')}</p>
        <Input
          id={controlId('orderNumber')}
          name="orderNumber"
          inputMode="numeric"
          autoComplete="off"
          required
          label={t('orderTracking.number')}
          value={values.orderNumber}
          error={errorText('orderNumber')}
          onChange={change('orderNumber')}
        />
        <Input
          id={controlId('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          label={t('account.email')}
          value={values.email}
          error={errorText('email')}
          onChange={change('email')}
        />
        <Button type="submit" variant="primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? t('orderTracking.searching') : t('orderTracking.submit')}
        </Button>
      </form>
      <div className="order-tracking__outcome" role="status" aria-live="polite" data-testid="order-tracking-outcome">
        {outcome?.kind === 'found' ? (
          <section aria-labelledby="order-tracking-found">
            <h2 id="order-tracking-found">{t('orderTracking.found', { number: outcome.order.increment_id })}</h2>
            <dl className="order-tracking__facts">
              <dt>{t('account.orderStatus')}</dt>
              <dd data-testid="order-tracking-status">{orderStatusLabel(t, outcome.order.status)}</dd>
              <dt>{t('orderTracking.placedAt')}</dt>
              <dd>{orderDate(outcome.order.created_at, locale)}</dd>
              <dt>{t('orderTracking.items')}</dt>
              <dd>{outcome.order.items_qty}</dd>
              <dt>{t('account.orderSum')}</dt>
              <dd>{formatPrice(outcome.order.grand_total, storeCode)}</dd>
            </dl>
          </section>
        ) : outcome?.kind === 'message' && outcome.role === 'status' ? (
          <p>{outcome.text}</p>
        ) : null}
      </div>
      {outcome?.kind === 'message' && outcome.role === 'alert' ? (
        <p className="order-tracking__failed" role="alert">
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}
