// The newsletter modal's form (spec §2 "newsletter modal", §4 "Newsletter", §5 'Field is required.' / 'Please
// provide valid e-mail address.', §8 "successfully subscribed"; supplement §3 the 10 % coupon, §6 submit
// 'Subscribe'; issue 14; ADR 039): its own chunk, loaded by ./newsletter-modal.tsx. A submit checks the e-mail
// with the checkout's rules (shared/domain/checkout/field-rules.ts), asks the status first and skips subscribing
// a subscribed mailbox (spec §4), else subscribes and shows the coupon code from the answer's `meta.coupon`.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#shared/api/errors.ts';
import { email as emailRule, required, validateForm, type FieldError } from '#shared/domain/checkout/field-rules.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { controlValue, focusElementById, focusWithoutScroll } from '#client/lib/dom.ts';
import { useApi, useSettings, useT } from '#client/lib/services.tsx';
import { subscribeMutationOptions, type SubscribeOutcome } from '#client/features/newsletter/api/newsletter.ts';
import { useNewsletterNotify } from '#client/features/newsletter/notice.ts';

const RULES = { email: [required, emailRule] } as const;
/** The platform's answer to an e-mail it refuses (contract N1 'Invalid e-mail provided!'). */
const BAD_REQUEST = 400;
const EMAIL_ID = 'newsletter-email';

export function NewsletterModalBody({ open }: { open: boolean }) {
  const t = useT();
  const api = useApi();
  const { newsletterProvider } = useSettings();
  const notify = useNewsletterNotify();
  const doneRef = useRef<HTMLDivElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [failed, setFailed] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const mutation = useMutation(subscribeMutationOptions(api, newsletterProvider));

  // A closed modal starts over: the next opening shows the empty form, not the last outcome (state adjusted
  // while rendering, as React's "you might not need an effect" shows for a changed prop).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setEmail('');
      setFieldError(null);
      setFailed(false);
      setOutcome(null);
    }
  }

  // The form (and its focused button) gives way to the outcome: focus goes there, inside the dialog.
  useEffect(() => {
    if (outcome) focusWithoutScroll(doneRef.current);
  }, [outcome]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const error = validateForm({ email }, RULES).email ?? null;
    setFieldError(error);
    setFailed(false);
    if (error) {
      focusElementById(EMAIL_ID);
      return;
    }
    mutation.mutate(
      { email },
      {
        onSuccess: (result) => {
          setOutcome(result);
          notify(
            result.kind === 'already'
              ? { type: 'info', message: t('newsletter.already') }
              : { type: 'success', message: t('newsletter.subscribed') },
          );
        },
        onError: (cause) => {
          // The platform refused the address our rule let through: the field's own message.
          if (cause instanceof ApiError && cause.status === BAD_REQUEST) {
            setFieldError('email');
            focusElementById(EMAIL_ID);
          } else setFailed(true);
        },
      },
    );
  }

  if (outcome?.kind === 'subscribed') {
    return (
      <div ref={doneRef} tabIndex={-1} className="newsletter-modal__done" role="status">
        <p>{t('newsletter.subscribed')}</p>
        {outcome.coupon ? (
          <>
            <p className="newsletter-modal__coupon" data-testid="newsletter-coupon">
              {t('newsletter.coupon', { percent: outcome.coupon.percent })}{' '}
              <strong className="newsletter-modal__code">{outcome.coupon.code}</strong>
            </p>
            <p className="newsletter-modal__hint">{t('newsletter.couponHint')}</p>
          </>
        ) : null}
      </div>
    );
  }
  if (outcome?.kind === 'already') {
    return (
      <div ref={doneRef} tabIndex={-1} className="newsletter-modal__done" role="status">
        <p data-testid="newsletter-already">{t('newsletter.already')}</p>
      </div>
    );
  }

  return (
    <form className="newsletter-modal__form" noValidate onSubmit={submit}>
      <p className="newsletter-modal__intro">{t('newsletter.intro')}</p>
      <Input
        id={EMAIL_ID}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        label={t('newsletter.email')}
        value={email}
        error={fieldError ? t(`validation.${fieldError}`) : null}
        onChange={(event) => setEmail(controlValue(event.currentTarget))}
      />
      {failed ? (
        <p className="newsletter-modal__failed" role="alert">
          {t('newsletter.failed')}
        </p>
      ) : null}
      <Button type="submit" variant="primary" block aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? t('newsletter.sending') : t('newsletter.submit')}
      </Button>
    </form>
  );
}
