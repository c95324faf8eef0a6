// The languages modal's opener ("Choose your language" / «Выбрать язык»): in the header, the current store
// code; in the mobile menu, the current language's name. It ships with every page; the modal (./languages-modal.tsx)
// loads with the other panels at the first opening (ADR 067).
import { useAsideOpener } from '#client/components/aside.tsx';
import { useStoreCode, useT } from '#client/lib/services.tsx';

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/**
 * Opens the languages modal. `compact` (the header): the current store code; otherwise (the mobile
 * menu) the current language's name. The accessible name starts with "Choose your language" and
 * contains what is visible (WCAG 2.5.3).
 */
export function LanguagesButton({ compact = true }: { compact?: boolean }) {
  const t = useT();
  const storeCode = useStoreCode();
  const opener = useAsideOpener('languages');
  return (
    <button
      type="button"
      className={compact ? 'header__languages-button' : 'button button--ghost languages-button'}
      {...opener}
    >
      <GlobeIcon />
      <span className="visually-hidden">{t('language.open')}: </span>
      <span>{compact ? storeCode.toUpperCase() : t(`language.name.${storeCode}`)}</span>
    </button>
  );
}
