// Size and colour choice (issue 11 "Variants", contract §4.3): buttons named by their value (supplement §6),
// pressed state announced, native buttons so Tab/Enter/Space work. A value no available child has together
// with the rest of the choice stays visible but aria-disabled (not `disabled`: it keeps focus and a click can
// explain why, spec §8 'No such configuration…'). Beside the sizes, a link to the size guide (issue 10).
import type { ConfigurableOption } from '#shared/contract/entities.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { PageLink } from '#client/components/page-link.tsx';

export function VariantPicker({
  options,
  selection,
  isValueAvailable,
  onSelect,
  onUnavailable,
  sizeGuideQuery = '',
}: {
  options: readonly ConfigurableOption[];
  selection: Readonly<Record<string, string>>;
  isValueAvailable: (code: string, value: string) => boolean;
  onSelect: (code: string, value: string) => void;
  /** A click on an unavailable value: the page warns instead of selecting. */
  onUnavailable: (code: string, value: string) => void;
  /** The size guide's starting choice for this product (shared/domain/size-guide-choice.ts), as a url query. */
  sizeGuideQuery?: string;
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
                const available = isValueAvailable(option.attribute_code, id);
                return (
                  <button
                    key={id}
                    type="button"
                    className="variant-picker__value"
                    aria-pressed={selected}
                    aria-disabled={available ? undefined : true}
                    data-value-id={id}
                    onClick={() =>
                      available ? onSelect(option.attribute_code, id) : onUnavailable(option.attribute_code, id)
                    }
                  >
                    {value.label}
                  </button>
                );
              })}
            </div>
            {option.attribute_code === 'size' ? <SizeGuideLink query={sizeGuideQuery} /> : null}
          </fieldset>
        ))}
    </div>
  );
}

/** The size guide (/size-guide), where the calculator recommends a size; it opens with this product's chart. */
function SizeGuideLink({ query }: { query: string }) {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <PageLink
      to={`${localizedPath('/size-guide', storeCode)}${query ? `?${query}` : ''}`}
      className="variant-picker__size-guide"
    >
      {t('sizeGuide.link')}
    </PageLink>
  );
}
