// A group of radio buttons under a legend (issue 9 item 6), e.g. the shipping and payment methods of
// the checkout steps (spec §2). Native radios: arrow keys move the choice, the legend names the group.
import { useId, type ReactNode } from 'react';
import { classNames } from './class-names';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  required?: boolean;
  className?: string;
}

export function RadioGroup({ legend, name, options, value, onChange, error, required, className }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={classNames('radio-group', error && 'radio-group--invalid', className)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="radio-group__legend">{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="choice__label" htmlFor={`${id}-${index}`}>
          <input
            id={`${id}-${index}`}
            type="radio"
            className="choice__control"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            required={required}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
