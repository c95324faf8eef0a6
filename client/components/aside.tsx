// The one panel primitive (spec §4 Panels: microcart, sidebar, search panel, wishlist; spec §2 languages
// modal and mobile menu), after the Hydrogen skeleton's Aside: a provider keeps which panel is open, so
// at most one is, and opening another closes the first. Each panel is a native <dialog> opened with
// showModal(): the browser traps focus inside, makes the page behind inert and closes it on Esc; the
// ::backdrop is spec §4's overlay, and a click on it closes the panel. On close, focus goes back to the
// control that opened the first panel of the chain. The dialog itself is ./aside-dialog.tsx, loaded with the panels
// at the first opening (ADR 067); this provider and the openers ship with every page.
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
import { focusWithoutScroll } from '#client/lib/dom.ts';

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
  /** Starts loading a panel's code ahead of its opening (a hover or focus on its opener). */
  preload: (name: AsideName) => void;
  /** Sets what `preload` does: the layout that loads the panels (client/app/layouts/closed-panels.tsx). */
  setPreloader: (preloader: (name: AsideName) => void) => void;
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
  const preloader = useRef<(name: AsideName) => void>(() => undefined);
  const preload = useCallback((name: AsideName) => preloader.current(name), []);
  const setPreloader = useCallback((next: (name: AsideName) => void) => {
    preloader.current = next;
  }, []);

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

  const value = useMemo(
    () => ({ openName, open, close, preload, setPreloader }),
    [openName, open, close, preload, setPreloader],
  );
  return <AsideContext.Provider value={value}>{children}</AsideContext.Provider>;
}

export function useAside(): AsideState {
  const value = useContext(AsideContext);
  if (!value) throw new Error('useAside outside AsideProvider');
  return value;
}

/**
 * Props for a button that opens a panel: that it opens a dialog, whether it is open, the click, and the pointer or
 * focus reaching it, which starts loading the panel's code. (No aria-controls: next to aria-haspopup, axe asks for
 * a manual review of it.)
 */
export function useAsideOpener(name: AsideName) {
  const { openName, open, preload } = useAside();
  return {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': openName === name,
    onClick: (event: MouseEvent<HTMLElement>) => open(name, event.currentTarget),
    onPointerEnter: () => preload(name),
    onFocus: () => preload(name),
  };
}

export function asideId(name: AsideName): string {
  return `aside-${name}`;
}
