// MyNewsletter (spec §2 my-newsletter, §4 "subscribe/unsubscribe skipped when already in that state", §8
// newsletter preferences updated; contract N1-N3; issue 14; ADR 036, 038): one checkbox for the customer's
// e-mail, read from the newsletter extension and saved with POST (subscribe) or DELETE (unsubscribe).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { controlChecked } from '#client/lib/dom.ts';
import { newsletterStatusQueryOptions, setNewsletterSubscription } from '#client/lib/api/user-newsletter.ts';
import { useApi, useSettings, useT } from '#client/lib/services.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { useUser } from '#client/features/user/context.tsx';
import { apiErrorMessage } from '#client/features/user/use-account-form.ts';
import { FormFailure } from './form-failure';

export function MyNewsletter() {
  const email = useUser((state) => state.current?.email ?? '');
  const api = useApi();
  const { newsletterProvider } = useSettings();
  const status = useQuery({ ...newsletterStatusQueryOptions(api, newsletterProvider, email), enabled: email !== '' });
  const t = useT();
  if (status.isError) return <FormFailure message={t('account.requestFailed')} />;
  if (status.data === undefined) {
    return <p role="status">{t('account.loading')}</p>;
  }
  return <NewsletterForm key={String(status.data)} email={email} subscribed={status.data} />;
}

function NewsletterForm({ email, subscribed }: { email: string; subscribed: boolean }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { newsletterProvider } = useSettings();
  const spawn = useNotifications((state) => state.spawn);
  const [checked, setChecked] = useState(subscribed);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    setFailure(null);
    // Spec §4: already in that state, nothing is sent.
    if (checked !== subscribed) {
      setBusy(true);
      try {
        await setNewsletterSubscription(api, newsletterProvider, email, checked);
        queryClient.setQueryData(newsletterStatusQueryOptions(api, newsletterProvider, email).queryKey, checked);
      } catch (error) {
        setFailure(apiErrorMessage(error, t('account.requestFailed'), t));
        return;
      } finally {
        setBusy(false);
      }
    }
    spawn({ type: 'success', message: t('account.newsletterUpdated') });
  };
  return (
    <form
      className="account-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Checkbox
        id="newsletter-subscribed"
        name="subscribed"
        label={t('account.newsletterLabel')}
        checked={checked}
        onChange={(event) => setChecked(controlChecked(event.currentTarget))}
      />
      <FormFailure message={failure} />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('account.saveNewsletter')}
      </Button>
    </form>
  );
}
