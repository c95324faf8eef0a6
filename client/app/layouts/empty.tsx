// Empty layout (spec §2): the page alone, no header, footer or panels.
import type { ReactNode } from 'react';
import { SiteHeaderEnd } from './site-header-end';

export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--empty">
      {/* No header to wait for: the first paint may come at once (ADR 051). */}
      <SiteHeaderEnd />
      {children}
    </div>
  );
}
