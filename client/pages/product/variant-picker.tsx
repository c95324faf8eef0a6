// Size and colour choice: buttons named by their value (supplement §6), pressed state announced. Beside the
// sizes, a link to the size guide and its calculator (issue 10).
import { Link } from 'react-router';
import type { ConfigurableOption } from '#shared/contract/entities.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';

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
            {option.attribute_code === 'size' ? <SizeGuideLink /> : null}
          </fieldset>
        ))}
    </div>
  );
}

/** Issue 10: the size guide (/size-guide), where the calculator recommends a size for measurements. */
function SizeGuideLink() {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <Link to={localizedPath('/size-guide', storeCode)} className="variant-picker__size-guide">
      {t('sizeGuide.link')}
    </Link>
  );
}
