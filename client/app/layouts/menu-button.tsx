// The header's hamburger button (phones only, styles.css): opens the mobile menu (./mobile-menu.tsx), which loads
// with the other panels at the first opening (ADR 067).
import { useAsideOpener } from '#client/components/aside.tsx';
import { useT } from '#client/lib/services.tsx';

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
