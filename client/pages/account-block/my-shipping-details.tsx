// MyShippingDetails (spec §2 my-shipping-details, §3 user addresses, §5 only addresses among the profile's
// other fields; issue 14; ADR 038): the customer's default shipping address, edited and saved through POST
// /api/user/me (the address list replaces the stored one, so the other addresses are sent back unchanged).
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { controlValue } from '#client/lib/dom.ts';
import { updateCurrentUser } from '#client/lib/api/user-me-update.ts';
import { useApi, useT } from '#client/lib/services.tsx';
import type { Customer } from '#shared/contract/user.ts';
import { SHIPPING_RULES } from '#shared/domain/account/field-rules.ts';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { useUser, useUserStore } from '#client/features/user/context.tsx';
import { defaultShippingAddress } from '#client/features/user/store.ts';
import { useAccountForm } from '#client/features/user/use-account-form.ts';
import { FormFailure } from './form-failure';

/** The countries the courier delivers to (the checkout's list), Russia first: the default. */
const COUNTRIES = ['RU', 'BY', 'KZ', 'AM', 'KG'] as const;

type Address = Customer['addresses'][number];

export function MyShippingDetails() {
  const current = useUser((state) => state.current);
  if (!current) return null;
  const address = defaultShippingAddress(current);
  // Keyed by the saved address: a save (or another tab's) shows the stored values.
  return <ShippingForm key={JSON.stringify(address)} customer={current} address={address} />;
}

function ShippingForm({ customer, address }: { customer: Customer; address: Address | null }) {
  const t = useT();
  const api = useApi();
  const store = useUserStore();
  const spawn = useNotifications((state) => state.spawn);
  const form = useAccountForm(
    SHIPPING_RULES,
    {
      firstName: address?.firstname ?? customer.firstname,
      lastName: address?.lastname ?? customer.lastname,
      street: address?.street[0] ?? '',
      city: address?.city ?? '',
      zipCode: address?.postcode ?? '',
      country: address?.country_id ?? COUNTRIES[0],
      phone: typeof address?.telephone === 'string' ? address.telephone : '',
    },
    async (values) => {
      const token = store.getState().token;
      if (!token) return;
      const edited = {
        ...(address ? { id: address.id, customer_id: address.customer_id } : {}),
        firstname: values.firstName.trim(),
        lastname: values.lastName.trim(),
        street: [values.street.trim()],
        city: values.city.trim(),
        postcode: values.zipCode.trim(),
        country_id: values.country,
        telephone: values.phone.trim(),
        default_shipping: true,
        default_billing: address ? address.default_billing === true : true,
      };
      const others = customer.addresses
        .filter((other) => other !== address)
        .map((other) => ({ ...other, default_shipping: false }));
      const saved = await updateCurrentUser(api, token, { addresses: [edited, ...others] });
      store.getState().setProfile(saved);
      spawn({ type: 'success', message: t('account.profileUpdated') });
    },
  );
  return (
    <form className="account-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <Input
        id="address-first-name"
        autoComplete="shipping given-name"
        required
        label={t('account.firstName')}
        {...form.field('firstName')}
      />
      <Input
        id="address-last-name"
        autoComplete="shipping family-name"
        required
        label={t('account.lastName')}
        {...form.field('lastName')}
      />
      <Input
        id="address-street"
        autoComplete="shipping address-line1"
        required
        label={t('account.street')}
        {...form.field('street')}
      />
      <Input
        id="address-city"
        autoComplete="shipping address-level2"
        required
        label={t('account.city')}
        {...form.field('city')}
      />
      <Input
        id="address-zip"
        autoComplete="shipping postal-code"
        required
        label={t('account.zipCode')}
        {...form.field('zipCode')}
      />
      <Select
        id="address-country"
        name="country"
        autoComplete="shipping country"
        required
        label={t('account.country')}
        options={COUNTRIES.map((code) => ({ value: code, label: t(`country.${code}`) }))}
        value={form.values.country}
        onChange={(event) => {
          const country = controlValue(event.currentTarget);
          form.setValues((before) => ({ ...before, country }));
        }}
      />
      <Input
        id="address-phone"
        type="tel"
        autoComplete="shipping tel"
        label={t('account.phone')}
        {...form.field('phone')}
      />
      <FormFailure message={form.failure} />
      <Button type="submit" variant="primary" disabled={form.busy}>
        {t('account.saveAddress')}
      </Button>
    </form>
  );
}
