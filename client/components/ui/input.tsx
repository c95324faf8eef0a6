// A labelled text input with a hint and an error message slot (issue 9 item 6; spec §5 validation
// messages go in the slot). The error is tied to the input with aria-describedby and aria-invalid,
// so a screen reader reads it with the field.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from './class-names';

export interface FieldFrameProps {
  label: ReactNode;
  /** The validation message (spec §5), shown under the control. */
  error?: string | null | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
}

/**
 * The ids and ARIA attributes a control inside a field frame needs: the caller's `id` (a step focuses its first
 * invalid field by it), else React's `useId`, the same in the server's HTML and the browser (ADR 061).
 */
export function useFieldIds(id: string | undefined, { error, hint }: Pick<FieldFrameProps, 'error' | 'hint'>) {
  const generated = useId();
  const controlId = id || generated;
  const describedBy = classNames(hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null);
  return {
    controlId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

/** Label, control, hint and error in the order they are read. */
export function FieldFrame({
  label,
  error,
  hint,
  required,
  className,
  controlId,
  children,
}: FieldFrameProps & { controlId: string; children: ReactNode }) {
  return (
    <div className={classNames('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={controlId}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${controlId}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'className'>, FieldFrameProps {}

export function Input({ label, error, hint, className, id, required, ...input }: InputProps) {
  const { controlId, aria } = useFieldIds(id, { error, hint });
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className} controlId={controlId}>
      <input id={controlId} className="field__control" required={required} {...aria} {...input} />
    </FieldFrame>
  );
}
