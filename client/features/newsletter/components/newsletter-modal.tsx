// The newsletter modal's shell and its opener (spec §2 "newsletter modal", §4 "Newsletter"; supplement §6;
// issue 14; ADR 039): the shared lazy panel centred like the languages modal (client/components/lazy-aside.tsx:
// native <dialog>, focus trapped, Esc and the overlay close it, focus returns to the opener). Only this shell
// ships with every page; the form (./newsletter-modal-body.tsx) is its own chunk, loaded at the first opening or
// when the pointer or focus reaches the footer's button. Other openers (the thank-you page's offer) use
// `useAsideOpener('newsletter')` from client/components/aside.tsx, so no feature imports this one.
import { LazyAside, panelBody } from '#client/components/lazy-aside.tsx';
import { useT } from '#client/lib/services.tsx';
import { NewsletterNoticeContext, type NotifyNewsletter } from '#client/features/newsletter/notice.ts';

const loadBody = panelBody(() => import('./newsletter-modal-body').then((module) => module.NewsletterModalBody));

/** Starts loading the form's chunk (a failure is left to the panel's own load, which says so). */
export function preloadNewsletterBody(): void {
  loadBody().catch(() => undefined);
}

export function NewsletterModal({ notify }: { notify: NotifyNewsletter }) {
  const t = useT();
  return (
    <NewsletterNoticeContext.Provider value={notify}>
      <LazyAside
        name="newsletter"
        heading={t('newsletter.heading')}
        className="newsletter-modal"
        position="center"
        load={loadBody}
        loadingText={t('newsletter.loading')}
        failedText={t('newsletter.loadFailed')}
      />
    </NewsletterNoticeContext.Provider>
  );
}
