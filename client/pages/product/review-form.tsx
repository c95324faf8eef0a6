// The product page's review form (spec §1 "leave product reviews, which go to moderation", §3 Review: title,
// detail, nickname; §5 'Field is required.'; §8 "review submitted for moderation"; issue 14; ADR 039): below the
// approved reviews. A submit checks each field with the checkout's `required` rule
// (shared/domain/checkout/field-rules.ts), sends `POST /api/review/create` (client/lib/api/review-create.ts, with
// an Idempotency-Key) and, on success, notifies and clears the form; the review is listed only once a moderator
// approves it. A failure says so and keeps the text. Ids come from the field names: the form focuses its first invalid field by them.
// A logged-in customer's review is theirs (issue 14): it carries the token and R1 `customer_id`, and the
// nickname starts as the profile's first name (still editable). The profile loads in the browser only, so the
// server's HTML stays anonymous.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { required, validateForm, type FieldError, type FormErrors } from '#shared/domain/checkout/field-rules.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldFrame, Input, useFieldIds } from '#client/components/ui/input.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { useUser } from '#client/features/user/context.tsx';
import { createReviewMutationOptions } from '#client/lib/api/review-create.ts';
import { controlValue, focusElementById } from '#client/lib/dom.ts';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';

type ReviewField = 'title' | 'detail' | 'nickname';
const FIELDS: readonly ReviewField[] = ['title', 'detail', 'nickname'];
const RULES = { title: [required], detail: [required], nickname: [required] } as const;
const EMPTY: Record<ReviewField, string> = { title: '', detail: '', nickname: '' };
/** The detail's textarea: a few lines visible, as a review is a paragraph or two. */
const DETAIL_ROWS = 5;

const controlId = (field: ReviewField) => `review-${field}`;

export function ReviewForm({ productId }: { productId: number }) {
  const t = useT();
  const api = useApi();
  const store = useStoreCode();
  const spawn = useNotifications((state) => state.spawn);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<ReviewField>>({});
  const [failed, setFailed] = useState(false);
  const mutation = useMutation(createReviewMutationOptions(api));
  const customer = useUser((state) => state.current);
  const token = useUser((state) => state.token);
  // The profile arrives after hydration: until the shopper types a nickname, it is the profile's first name.
  const [nicknameTyped, setNicknameTyped] = useState(false);
  const profileNickname = customer?.firstname ?? '';
  const shown = nicknameTyped ? values : { ...values, nickname: values.nickname || profileNickname };

  const errorText = (field: ReviewField) => {
    const code: FieldError | undefined = errors[field];
    return code ? t(`validation.${code}`) : null;
  };
  const change = (field: ReviewField) => (event: { currentTarget: unknown }) => {
    const value = controlValue(event.currentTarget);
    if (field === 'nickname') setNicknameTyped(true);
    setValues((before) => ({ ...before, [field]: value }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validateForm(shown, RULES);
    setErrors(found);
    setFailed(false);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focusElementById(controlId(firstInvalid));
      return;
    }
    mutation.mutate(
      { productId, store, ...shown, ...(customer && token ? { customerId: customer.id, token } : {}) },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setNicknameTyped(false);
          spawn({ type: 'success', message: t('reviewForm.submitted') });
        },
        onError: (cause) => {
          console.warn('[review] not sent', cause);
          setFailed(true);
        },
      },
    );
  }

  const detail = useFieldIds(controlId('detail'), { error: errorText('detail') });
  return (
    <form
      className="review-form"
      aria-labelledby="review-form-heading"
      noValidate
      onSubmit={submit}
      data-testid="review-form"
    >
      <h3 id="review-form-heading" className="review-form__heading">
        {t('reviewForm.heading')}
      </h3>
      <Input
        id={controlId('title')}
        name="title"
        required
        label={t('reviewForm.title')}
        value={values.title}
        error={errorText('title')}
        onChange={change('title')}
      />
      <FieldFrame label={t('reviewForm.detail')} error={errorText('detail')} required controlId={detail.controlId}>
        <textarea
          id={detail.controlId}
          name="detail"
          className="field__control review-form__detail"
          rows={DETAIL_ROWS}
          required
          value={values.detail}
          onChange={change('detail')}
          {...detail.aria}
        />
      </FieldFrame>
      <Input
        id={controlId('nickname')}
        name="nickname"
        autoComplete="nickname"
        required
        label={t('reviewForm.nickname')}
        value={shown.nickname}
        error={errorText('nickname')}
        onChange={change('nickname')}
      />
      {failed ? (
        <p className="review-form__failed" role="alert">
          {t('reviewForm.failed')}
        </p>
      ) : null}
      <Button type="submit" variant="primary" aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? t('reviewForm.sending') : t('reviewForm.submit')}
      </Button>
    </form>
  );
}
