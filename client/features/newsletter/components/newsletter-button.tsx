// The footer's opener of the newsletter modal. It ships with every page; the modal (./newsletter-modal.tsx) loads
// with the other panels at the first opening (ADR 067), and the pointer or the focus reaching the button starts
// loading it and its form.
import { useAsideOpener } from '#client/components/aside.tsx';
import { useT } from '#client/lib/services.tsx';

/** The footer's opener: a text button that looks like the footer's links, at least 44 px tall. */
export function NewsletterButton() {
  const t = useT();
  const opener = useAsideOpener('newsletter');
  return (
    <button type="button" className="newsletter-button" {...opener}>
      {t('newsletter.open')}
    </button>
  );
}
