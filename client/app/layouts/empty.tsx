// Empty layout (spec §2): the page alone, no header, footer or panels.
import type { ReactNode } from 'react';

export function EmptyLayout({ children }: { children: ReactNode }) {
  return <div className="layout layout--empty">{children}</div>;
}
