// The languages modal (spec §2, supplement §1 and §6 "Choose your language"): both store views, each
// link going to the same product or category in that view when it exists there, else to its home.
// Links are plain <a>: a url of another store view is a full navigation (spec §2). A native <dialog>
// opened with showModal traps focus and closes on Esc; focus returns to the button that opened it.
import { useRef } from 'react';
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { closeDialog, focusWithoutScroll, showModalDialog } from '#client/lib/dom.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';

export function LanguagesModal({ switchPath }: { switchPath: (target: StoreCode) => string }) {
  const t = useT();
  const storeCode = useStoreCode();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={openerRef} className="header__languages-button" onClick={() => showModalDialog(dialogRef.current)}>
        <span aria-hidden="true">{storeCode.toUpperCase()}</span>
        <span className="visually-hidden">{t('language.open')}</span>
      </button>
      <dialog
        ref={dialogRef}
        className="languages-modal"
        aria-labelledby="languages-modal-title"
        onClose={() => focusWithoutScroll(openerRef.current)}
      >
        <h2 id="languages-modal-title">{t('language.label')}</h2>
        <ul className="languages-modal__list">
          {STORE_CODES.map((code) => (
            <li key={code}>
              <a
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
        <button type="button" className="languages-modal__close" onClick={() => closeDialog(dialogRef.current)}>
          {t('language.close')}
        </button>
      </dialog>
    </>
  );
}
