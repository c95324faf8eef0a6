// Minimal layout (spec §2, the error route): the shop's name linking home, the page, nothing else.
import type { ReactNode } from 'react';
import { ShopLogo, SkipLink } from './header';
import { SiteHeaderEnd } from './site-header-end';

export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--minimal">
      <SkipLink />
      <header className="header header--minimal">
        <ShopLogo />
        <SiteHeaderEnd />
      </header>
      {children}
    </div>
  );
}
