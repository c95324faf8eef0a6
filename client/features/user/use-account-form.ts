// The account forms' state (issue 14; ADR 038): values by field, the spec §5 messages after a submit (then
// live as the shopper corrects them) with focus on the first wrong field, the platform's message of a refused
// request, and whether a request runs. Shared by the login panel's forms, the my-account blocks and the
// create-password page.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { controlChecked, controlValue, focusElementById, isOffline as browserOffline } from '#client/lib/dom.ts';
import { ApiError } from '#shared/api/errors.ts';
import {
  validateAccountForm,
  type AccountFormErrors,
  type AccountFormRules,
} from '#shared/domain/account/field-rules.ts';
import { platformMessage } from '#shared/i18n/platform-messages.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { useT } from '#client/lib/services.tsx';

/**
 * The message of a refused request: the envelope's text, or the `errorMessage` of an object (the platform answers a
 * wrong current password so, as Magento does; ADR 035), in the view's words when it is one the platform is known
 * to say (shared/i18n/platform-messages.ts).
 */
export function apiErrorMessage(error: unknown, fallback: string, t: Translate): string {
  if (error instanceof ApiError) {
    const object = (error.result as { errorMessage?: unknown } | null)?.errorMessage;
    const text = typeof error.result === 'string' ? error.result : typeof object === 'string' ? object : '';
    if (text !== '') {
      const known = platformMessage(text);
      return known ? t(known.key, known.params) : text;
    }
  }
  return fallback;
}

/** Whether the browser says it is offline (spec §5: some account actions refuse to run then). */
export const isOffline = (): boolean => browserOffline();

export function useAccountForm<F extends string>(
  rules: AccountFormRules<F>,
  initial: Readonly<Record<F, string>>,
  onValid: (values: Record<F, string>) => Promise<void>,
) {
  const t = useT();
  const [values, setValues] = useState<Record<F, string>>({ ...initial });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors: AccountFormErrors<F> = submitted ? validateAccountForm(values, rules) : {};

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name] ? t(`validation.${errors[name]}`) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const control = event.currentTarget as unknown;
      const isBox = (control as { type?: string }).type === 'checkbox';
      const value = isBox ? (controlChecked(control) ? 'yes' : '') : controlValue(control);
      setValues((before) => ({ ...before, [name]: value }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (busy) return;
    const found = validateAccountForm(values, rules);
    if (Object.keys(found).length > 0) {
      // The first wrong field in the form's order gets focus, so a keyboard or screen-reader user lands on it.
      const form = event.currentTarget as unknown as { elements: ArrayLike<{ name?: string; id?: string }> };
      const controls = Array.from(form.elements);
      const first = controls.find((control) => control.name !== undefined && control.name in found);
      if (first?.id) focusElementById(first.id);
      return;
    }
    setBusy(true);
    try {
      await onValid(values);
    } catch (error) {
      setFailure(apiErrorMessage(error, t('account.requestFailed'), t));
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, field, onSubmit, failure, setFailure, busy, hasErrors: Object.keys(errors).length > 0 };
}
