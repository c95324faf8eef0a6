// The microcart panel's shell (spec §4 Panels: the microcart is open or closed, opening it turns the overlay
// on): the shared lazy panel (client/components/lazy-aside.tsx: native <dialog>, focus trapped, Esc and the
// overlay close it, focus returns to the header button). The shell loads with the other panels at the first
// opening (ADR 067); the body (lines, stepper, totals, coupon) is its own chunk, loaded then or when the pointer or
// focus reaches the header button. The cart sync that runs while it is closed is ./cart-sync.tsx.
import { LazyAside, panelBody } from '#client/components/lazy-aside.tsx';
import { useT } from '#client/lib/services.tsx';

const loadBody = panelBody(() => import('./microcart-body').then((module) => module.MicrocartBody));

/** Starts loading the body's chunk (a failure is left to the panel's own load, which says so). */
export function preloadMicrocartBody(): void {
  loadBody().catch(() => undefined);
}

export function Microcart() {
  const t = useT();
  return (
    <LazyAside
      name="microcart"
      heading={t('microcart.title')}
      className="microcart"
      load={loadBody}
      loadingText={t('microcart.loading')}
      failedText={t('microcart.loadFailed')}
    />
  );
}
