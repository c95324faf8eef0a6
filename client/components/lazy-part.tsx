// A part of a page whose code loads on its own (React.lazy; ADR 068): React keeps the server's HTML until the code
// has come, shows `loading` where the part first renders in the browser, and a part whose code (or data) cannot be
// had says «Эту часть страницы сейчас не удалось загрузить…» in its place while the rest of the page works.
import type { ReactNode } from 'react';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';
import { useT } from '#client/lib/services.tsx';
import { SectionBoundary } from './section-boundary';

/**
 * @example
 * <LazyPart loading={<p role="status">{loadingText}</p>}><Block /></LazyPart>
 */
export function LazyPart({ children, loading = null }: { children: ReactNode; loading?: ReactNode }) {
  const t = useT();
  return (
    <SectionBoundary
      fallback={
        <p className="section-unavailable" role="alert">
          {t('panel.loadFailed')}
        </p>
      }
    >
      <HydrationBoundary fallback={loading}>{children}</HydrationBoundary>
    </SectionBoundary>
  );
}
