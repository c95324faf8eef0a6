// Size and colour choice: buttons named by their value (supplement §6), pressed state announced.
import type { ConfigurableOption } from '#shared/contract/entities.ts';

export function VariantPicker({
  options,
  selection,
  isValueAvailable,
  onSelect,
}: {
  options: readonly ConfigurableOption[];
  selection: Record<string, string>;
  isValueAvailable: (code: string, value: string) => boolean;
  onSelect: (code: string, value: string) => void;
}) {
  return (
    <div className="variant-picker">
      {[...options]
        .sort((a, b) => a.position - b.position)
        .map((option) => (
          <fieldset
            key={option.attribute_code}
            className={`variant-picker__group variant-picker__group--${option.attribute_code}`}
          >
            <legend>{option.label}</legend>
            <div className="variant-picker__values">
              {option.values.map((value) => {
                const id = String(value.value_index);
                const selected = selection[option.attribute_code] === id;
                return (
                  <button
                    key={id}
                    type="button"
                    className="variant-picker__value"
                    aria-pressed={selected}
                    disabled={!isValueAvailable(option.attribute_code, id)}
                    onClick={() => onSelect(option.attribute_code, id)}
                  >
                    {value.label}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
    </div>
  );
}
