// A checkbox inside its label (issue 9 item 6): the whole row is the 44 px touch target, e.g. the
// newsletter or create-account choices of spec §2.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from './class-names';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> {
  label: ReactNode;
  error?: string | null | undefined;
  className?: string;
}

export function Checkbox({ label, error, className, id, ...input }: CheckboxProps) {
  const generated = useId();
  const controlId = id || generated;
  return (
    <div className={classNames('choice', error && 'choice--invalid', className)}>
      <label className="choice__label" htmlFor={controlId}>
        <input
          id={controlId}
          type="checkbox"
          className="choice__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${controlId}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${controlId}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
