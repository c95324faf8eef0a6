// The languages modal (spec §2, supplement §1 and §6 "Choose your language"): both store views, each
// link going to the same product or category in that view when it exists there, else to its home.
// Links are plain <a>: a url of another store view is a full navigation (spec §2). The modal is the
// shared panel primitive (client/components/aside.tsx: native <dialog>, focus trapped, Esc and the
// overlay close it, focus returns to the opener); its openers are the header button and the mobile menu's.
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { Aside, useAsideOpener } from '#client/components/aside.tsx';
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

export function LanguagesModal({ switchPath }: { switchPath: (target: StoreCode) => string }) {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <Aside name="languages" heading={t('language.label')} position="center" className="languages-modal">
      <ul className="languages-modal__list">
        {STORE_CODES.map((code) => (
          <li key={code}>
            <a
              className="languages-modal__link"
              href={switchPath(code)}
              lang={STORE_VIEWS[code].locale}
              hrefLang={code}
              aria-current={code === storeCode ? 'true' : undefined}
            >
              {t(`language.name.${code}`)}
            </a>
          </li>
        ))}
      </ul>
    </Aside>
  );
}
