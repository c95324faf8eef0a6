// The address fields of the shipping and payment steps (spec §3 shippingDetails / paymentDetails; issue 13):
// name, street and flat, city, region, zip-code, country and phone, with the browser's autofill names
// (`shipping …` / `billing …` sections) and each field's spec §5 message. Cyrillic is welcome (ADR 033).
import type { ShippingDetails } from '#client/lib/storage/records.ts';
import type { AddressField } from '#shared/domain/checkout/steps.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { controlValue } from '#client/lib/dom.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import { useT } from '#client/lib/services.tsx';
import type { StepForm } from './use-step-form';

/** The countries the courier delivers to (the Eurasian Economic Union), Russia first: the default. */
export const DELIVERY_COUNTRIES = ['RU', 'BY', 'KZ', 'AM', 'KG'] as const;

type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];
const isDeliveryCountry = (code: string): code is DeliveryCountry =>
  (DELIVERY_COUNTRIES as readonly string[]).includes(code);

/** A country's name in the view's language (a code the list does not know stays the code). */
export function countryName(t: Translate, code: string): string {
  return isDeliveryCountry(code) ? t(`country.${code}`) : code;
}

export type AddressValues = Pick<ShippingDetails, AddressField>;

/** The control id of an address field: `shipping-city`, `billing-city`. */
export const addressFieldId = (section: 'shipping' | 'billing', field: AddressField) => `${section}-${field}`;

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  streetAddress: 'address-line1',
  apartmentNumber: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  country: 'country',
  phoneNumber: 'tel',
};

export function AddressFields({
  section,
  values,
  onChange,
  form,
  phoneRequired,
}: {
  section: 'shipping' | 'billing';
  values: AddressValues;
  onChange: (patch: Partial<AddressValues>) => void;
  form: StepForm<AddressField>;
  phoneRequired: boolean;
}) {
  const t = useT();
  const text = (field: AddressField, required: boolean) => ({
    id: addressFieldId(section, field),
    name: addressFieldId(section, field),
    label: t(`checkout.field.${field}`),
    value: values[field],
    required,
    autoComplete: `${section} ${AUTOCOMPLETE[field]}`,
    error: form.errorOf(field),
    onChange: (event: { currentTarget: unknown }) => onChange({ [field]: controlValue(event.currentTarget) }),
    onBlur: (event: { relatedTarget: unknown }) => form.touch(field, event.relatedTarget),
  });
  return (
    <div className="checkout-fields">
      <Input {...text('firstName', true)} className="checkout-fields__half" />
      <Input {...text('lastName', true)} className="checkout-fields__half" />
      <Input {...text('streetAddress', true)} className="checkout-fields__wide" />
      <Input {...text('apartmentNumber', false)} className="checkout-fields__half" />
      <Input {...text('city', true)} className="checkout-fields__half" />
      <Input {...text('state', false)} className="checkout-fields__half" />
      <Input {...text('zipCode', true)} className="checkout-fields__half" inputMode="numeric" />
      <Select
        {...text('country', true)}
        className="checkout-fields__half"
        options={DELIVERY_COUNTRIES.map((code) => ({ value: code, label: t(`country.${code}`) }))}
      />
      <Input {...text('phoneNumber', phoneRequired)} className="checkout-fields__half" type="tel" />
    </div>
  );
}
