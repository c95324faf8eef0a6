// A panel's native <dialog> (the primitive of ./aside.tsx, which keeps which panel is open): opened with
// showModal(), so the browser traps focus inside, makes the page behind inert and closes it on Esc; the ::backdrop
// is the overlay, and a click on it closes the panel. Headed by an <h2> that names the dialog (aria-labelledby) and
// a close button, "Close" / «Закрыть» (aside.close). Not in the first-load code: the panels load at the first
// opening (ADR 067), the phone's filters with the listing.
import { useEffect, useRef, type ReactNode } from 'react';
import { closeDialog, showModalDialog } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';
import { asideId, useAside, type AsideName } from './aside';

export interface AsideProps {
  name: AsideName;
  /** The visible heading, which is also the dialog's accessible name. */
  heading: string;
  /** A drawer from the left or right edge, or a centred modal. */
  position?: 'left' | 'right' | 'center';
  className?: string;
  children: ReactNode;
}

export function Aside({ name, heading, position = 'right', className, children }: AsideProps) {
  const t = useT();
  const { openName, close } = useAside();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const isOpen = openName === name;

  useEffect(() => {
    if (isOpen) showModalDialog(dialogRef.current);
    else closeDialog(dialogRef.current);
  }, [isOpen]);

  const id = asideId(name);
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={['aside', `aside--${position}`, className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
      data-testid={id}
      // Esc: tell the provider in the key's own event. The dialog's `close` event comes a task later, so an opener
      // pressed in between found the panel still open in the provider and the panel stayed shut.
      onCancel={() => close(name)}
      // The browser closing it otherwise: tell the provider, unless another panel took over.
      onClose={() => close(name)}
      // The dialog box has no padding and the panel fills it: a click whose target is the dialog
      // itself landed on the ::backdrop (the overlay).
      onClick={(event) => {
        if (event.target === event.currentTarget) close(name);
      }}
    >
      <div className="aside__panel">
        <header className="aside__header">
          <h2 id={`${id}-title`} className="aside__title">
            {heading}
          </h2>
          <button
            type="button"
            className="button button--icon aside__close"
            aria-label={t('aside.close')}
            onClick={() => close(name)}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="aside__body">{children}</div>
      </div>
    </dialog>
  );
}
