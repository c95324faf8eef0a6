// The languages modal (spec §2, supplement §1 and §6 "Choose your language"): both store views, each
// link going to the same product or category in that view when it exists there, else to its home.
// Links are plain <a>: a url of another store view is a full navigation (spec §2). The modal is the
// shared panel primitive (client/components/aside.tsx: native <dialog>, focus trapped, Esc and the
// overlay close it, focus returns to the opener); its openers are ./languages-button.tsx in the header and in the
// mobile menu. Loaded with the other panels at the first opening (ADR 067).
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { Aside } from '#client/components/aside-dialog.tsx';
import { useStoreCode, useT } from '#client/lib/services.tsx';

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
