// A labelled select with the same frame as the text input (issue 9 item 6), e.g. spec §2 category
// sorting ("Sort By", supplement §6).
import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, useFieldIds, type FieldFrameProps } from './input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'>, FieldFrameProps {
  options: readonly SelectOption[];
}

export function Select({ label, error, hint, className, id, required, options, ...select }: SelectProps) {
  const { controlId, aria } = useFieldIds(id, { error, hint });
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className} controlId={controlId}>
      <select
        id={controlId}
        className="field__control field__control--select"
        required={required}
        {...aria}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
