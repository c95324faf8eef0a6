// A product's custom options (issue 11 "Custom options: fixed and percent prices (a share of the product price),
// option_type_id > 0 only, a price of 0 ignored"; contract §4.2 customOption.ts): a text field (`field`/`area`),
// a drop-down, radio buttons or checkboxes, each labelled with its title and what it adds to the price («+500 ₽»,
// «+10 %»; nothing for a free value). Required options say so in their label; values with option_type_id ≤ 0
// are not offered (they never count). Values: a field's text, a value's option_type_id, comma-joined ids.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CustomOption } from '#shared/contract/entities.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { RadioGroup } from '#client/components/ui/radio-group.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { controlValue } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';

/** A checkbox's state, read loosely like controlValue (the worker's typecheck has no DOM lib). */
const checkedOf = (target: unknown): boolean => (target as { checked?: unknown }).checked === true;

type Priced = { price?: number | undefined; price_type?: 'fixed' | 'percent' | undefined };

export function CustomOptions({
  options,
  values,
  storeCode,
  onChange,
}: {
  options: readonly CustomOption[];
  values: Readonly<Record<string, string>>;
  storeCode: StoreCode;
  onChange: (optionId: number, value: string) => void;
}) {
  const t = useT();
  // One set of custom options per page, so fixed ids.
  const id = 'custom-options';

  /** «+500 ₽» / «+10 %», or '' for a free value (a price of 0 is ignored). */
  const delta = ({ price, price_type }: Priced) =>
    !price
      ? ''
      : price_type === 'percent'
        ? t('product.types.percent', { percent: price })
        : t('product.types.fixed', { amount: formatPrice(price, storeCode) });
  const withDelta = (title: string, priced: Priced) => {
    const added = delta(priced);
    return added ? `${title} (${added})` : title;
  };
  const title = (option: CustomOption) => (
    <>
      {option.type === 'field' || option.type === 'area' ? withDelta(option.title, option) : option.title}
      {option.is_require ? <span className="product-types__required"> ({t('product.types.required')})</span> : null}
    </>
  );

  return (
    <section className="product-types custom-options" aria-labelledby={`${id}-title`} data-testid="custom-options">
      <h2 id={`${id}-title`} className="product-types__title">
        {t('product.types.customOptions')}
      </h2>
      {[...options]
        .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
        .map((option) => {
          const value = values[String(option.option_id)] ?? '';
          const offered = [...(option.values ?? [])]
            .filter((v) => v.option_type_id > 0)
            .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
          const set = (next: string) => onChange(option.option_id, next);
          switch (option.type) {
            case 'field':
            case 'area':
              return (
                <Input
                  key={option.option_id}
                  id={`${id}-option-${option.option_id}`}
                  label={title(option)}
                  value={value}
                  maxLength={option.max_characters || undefined}
                  aria-required={option.is_require || undefined}
                  onChange={(event) => set(controlValue(event.currentTarget))}
                />
              );
            case 'drop_down':
            case 'multiple':
              return (
                <Select
                  key={option.option_id}
                  id={`${id}-option-${option.option_id}`}
                  label={title(option)}
                  value={value}
                  aria-required={option.is_require || undefined}
                  onChange={(event) => set(controlValue(event.currentTarget))}
                  options={[
                    { value: '', label: t('product.types.chooseValue') },
                    ...offered.map((v) => ({ value: String(v.option_type_id), label: withDelta(v.title, v) })),
                  ]}
                />
              );
            case 'radio':
              return (
                <RadioGroup
                  key={option.option_id}
                  legend={title(option)}
                  name={`${id}-option-${option.option_id}`}
                  value={value || null}
                  onChange={set}
                  options={offered.map((v) => ({ value: String(v.option_type_id), label: withDelta(v.title, v) }))}
                />
              );
            case 'checkbox': {
              const checked = new Set(value ? value.split(',') : []);
              return (
                <fieldset key={option.option_id} className="radio-group custom-options__checkboxes">
                  <legend className="radio-group__legend">{title(option)}</legend>
                  {offered.map((v) => {
                    const valueId = String(v.option_type_id);
                    return (
                      <Checkbox
                        key={valueId}
                        id={`${id}-option-${option.option_id}-${valueId}`}
                        label={withDelta(v.title, v)}
                        checked={checked.has(valueId)}
                        onChange={(event) => {
                          // Kept in the option's value order, so the same choice is the same cart line.
                          const next = offered
                            .map((o) => String(o.option_type_id))
                            .filter((o) => (o === valueId ? checkedOf(event.currentTarget) : checked.has(o)));
                          set(next.join(','));
                        }}
                      />
                    );
                  })}
                </fieldset>
              );
            }
          }
        })}
    </section>
  );
}
