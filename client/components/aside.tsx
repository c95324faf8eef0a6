// The one panel primitive (spec §4 Panels: microcart, sidebar, search panel, wishlist; spec §2 languages
// modal and mobile menu), after the Hydrogen skeleton's Aside: a provider keeps which panel is open, so
// at most one is, and opening another closes the first. Each panel is a native <dialog> opened with
// showModal(): the browser traps focus inside, makes the page behind inert and closes it on Esc; the
// ::backdrop is spec §4's overlay, and a click on it closes the panel. On close, focus goes back to the
// control that opened the first panel of the chain. Headed by an <h2> that names the dialog
// (aria-labelledby) and a close button, "Close" / "Закрыть" (aside.close; supplement §6 names no close control).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { closeDialog, focusWithoutScroll, showModalDialog } from '#client/lib/dom.ts';
import { useT } from '#client/lib/services.tsx';

/** Every panel of spec §2/§4 (the ones not built yet are named so their ids stay stable). */
export type AsideName =
  'languages' | 'menu' | 'microcart' | 'search' | 'wishlist' | 'filters' | 'newsletter' | 'account';

interface AsideState {
  /** The open panel, or null (spec §4: opening any turns the overlay on, closing turns it off). */
  openName: AsideName | null;
  /** Opens `name`, closing any other; `opener` gets focus back when the panels close. */
  open: (name: AsideName, opener?: unknown) => void;
  /** Closes the open panel; with a name, only if that panel is the open one. */
  close: (name?: AsideName) => void;
}

const AsideContext = createContext<AsideState | null>(null);

export function AsideProvider({ children }: { children: ReactNode }) {
  const [openName, setOpenName] = useState<AsideName | null>(null);
  // The control that opened the first panel: a panel opened from inside another returns focus
  // there, not to its own (by then hidden) opener.
  const opener = useRef<unknown>(null);
  const wasOpen = useRef(false);
  const location = useLocation();

  // The same value as `openName`, readable in callbacks without re-creating them.
  const current = useRef<AsideName | null>(null);

  const open = useCallback((name: AsideName, from?: unknown) => {
    if (current.current === null) opener.current = from ?? null;
    current.current = name;
    setOpenName(name);
  }, []);
  const close = useCallback((name?: AsideName) => {
    if (name !== undefined && current.current !== name) return;
    current.current = null;
    setOpenName(null);
  }, []);

  // A client navigation to another page closes whatever panel is open; the focus then goes to the new page
  // (client/app/root-layout.tsx), not back to the opener. A change of the query only (a filter chosen in the
  // filters panel, issue 10) keeps the panel open, so a shopper on a phone can choose several.
  useEffect(() => {
    opener.current = null;
    close();
  }, [location.pathname, close]);

  // Runs after the panels' own effects (parents after children), so the dialog is already closed.
  useEffect(() => {
    if (openName !== null) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    focusWithoutScroll(opener.current);
    opener.current = null;
  }, [openName]);

  const value = useMemo(() => ({ openName, open, close }), [openName, open, close]);
  return <AsideContext.Provider value={value}>{children}</AsideContext.Provider>;
}

export function useAside(): AsideState {
  const value = useContext(AsideContext);
  if (!value) throw new Error('useAside outside AsideProvider');
  return value;
}

/**
 * Props for a button that opens a panel: that it opens a dialog, whether it is open, and the click.
 * (No aria-controls: next to aria-haspopup, axe asks for a manual review of it.)
 */
export function useAsideOpener(name: AsideName) {
  const { openName, open } = useAside();
  return {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': openName === name,
    onClick: (event: MouseEvent<HTMLElement>) => open(name, event.currentTarget),
  };
}

export function asideId(name: AsideName): string {
  return `aside-${name}`;
}

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
      // Esc (or the browser closing it): tell the provider, unless another panel took over.
      onClose={() => close(name)}
      // The dialog box has no padding and the panel fills it: a click whose target is the dialog
      // itself landed on the ::backdrop (spec §4 overlay).
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
