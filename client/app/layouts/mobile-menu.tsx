// The mobile menu (spec §2 "a mobile menu"; issue 9 item 6): on phones the main menu lives in a drawer
// from the left, opened by the header's menu button. It is the shared panel primitive
// (client/components/aside.tsx), so it closes on Esc, on the overlay and when a link is followed, and
// opening the languages modal from it closes it.
import type { MenuCategory } from '#client/lib/api/menu.ts';
import { Aside, useAside, useAsideOpener } from '#client/components/aside.tsx';
import { LanguagesButton } from '#client/features/store-switcher/languages-modal.tsx';
import { useT } from '#client/lib/services.tsx';
import { MainMenu } from './header';

/** The header's hamburger button (phones only, styles.css). */
export function MenuButton() {
  const t = useT();
  const opener = useAsideOpener('menu');
  return (
    <button type="button" className="button button--icon header__menu-button" aria-label={t('menu.open')} {...opener}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
        <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

export function MobileMenu({ items }: { items: readonly MenuCategory[] }) {
  const t = useT();
  const { close } = useAside();
  return (
    <Aside name="menu" heading={t('menu.title')} position="left" className="mobile-menu">
      <MainMenu items={items} className="mobile-menu__nav" onNavigate={() => close('menu')} />
      <div className="mobile-menu__footer">
        <LanguagesButton compact={false} />
      </div>
    </Aside>
  );
}
