// One step form's validation (spec §5 messages; issue 13): a field's message shows once the shopper left the
// field or tried to submit; a submit with errors shows spec §5 'Please fix the validation errors. Please check
// if all data are correct.' in the form's alert and moves focus to the first invalid field, whose message is
// read with it (aria-describedby). The rules are pure (shared/domain/checkout).
import { useState } from 'react';
import { hasErrors, validateForm, type FieldError, type FormRules } from '#shared/domain/checkout/field-rules.ts';
import { focusElementById } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';

export interface StepForm<F extends string> {
  /** The shown message of a field, in the view's language, or undefined. */
  errorOf(field: F): string | undefined;
  /**
   * Marks a field as visited (its message shows from now on) — unless focus left it for the form's submit
   * button: a message appearing on that blur would move the button between press and release and swallow the
   * click; the submit shows every message anyway.
   */
  touch(field: F, focusTarget?: unknown): void;
  /** The form-level alert after a refused submit, or null. */
  alert: string | null;
  /**
   * Validates everything; valid → `onValid()` and true; invalid → the alert, focus on the first invalid
   * field (its control id from `idOf`) and false.
   */
  submit(onValid: () => void): boolean;
}

/** The view's text of a spec §5 message. */
export function useFieldErrorText(): (error: FieldError) => string {
  const t = useT();
  return (error) => t(`validation.${error}`);
}

export function useStepForm<F extends string>(
  values: Readonly<Record<F, string>>,
  rules: FormRules<F>,
  idOf: (field: F) => string,
): StepForm<F> {
  const t = useT();
  const text = useFieldErrorText();
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const errors = validateForm(values, rules);
  const invalid = hasErrors(errors);
  return {
    errorOf(field) {
      const error = errors[field];
      return error && (submitted || touched.has(field)) ? text(error) : undefined;
    },
    touch(field, focusTarget) {
      if ((focusTarget as { type?: string } | null | undefined)?.type === 'submit') return;
      if (!touched.has(field)) setTouched(new Set([...touched, field]));
    },
    alert: invalid ? alert : null,
    submit(onValid) {
      setSubmitted(true);
      if (invalid) {
        setAlert(t('validation.fixErrors'));
        const first = (Object.keys(rules) as F[]).find((field) => errors[field]);
        if (first) focusElementById(idOf(first));
        return false;
      }
      setAlert(null);
      onValid();
      return true;
    },
  };
}
