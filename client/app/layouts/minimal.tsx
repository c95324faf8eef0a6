// Minimal layout (spec §2, the error route): the shop's name linking home, the page, nothing else.
import type { ReactNode } from 'react';
import { ShopLogo, SkipLink } from './header';

export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--minimal">
      <SkipLink />
      <header className="header header--minimal">
        <ShopLogo />
      </header>
      {children}
    </div>
  );
}
