// Spec §2 scrolling: a hash scrolls to its anchor, back/forward navigation restores the position the
// shopper left the page at, and a new path starts at the top. The browser's own restoration runs before
// a client-side route has rendered its data, so it is switched off ('manual') and done here, after render.
// Positions are kept per history entry (React Router's location.key) and survive a reload in
// sessionStorage. Client code is type-checked without the DOM library (tooling note G8): the few browser
// objects are reached through guarded, minimal types.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

interface ScrollWindow {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  addEventListener(type: string, listener: () => void, options?: { passive?: boolean }): void;
  removeEventListener(type: string, listener: () => void): void;
  requestAnimationFrame(callback: () => void): number;
  history: { scrollRestoration: string };
  sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document: { getElementById(id: string): { scrollIntoView(): void } | null };
}

const STORAGE_KEY = 'storefront-scroll-positions';
/** Positions of the most recent history entries kept (a long session must not grow storage forever). */
const MAX_ENTRIES = 50;

function browserWindow(): ScrollWindow | undefined {
  const candidate = globalThis as unknown as Partial<ScrollWindow>;
  return typeof candidate.scrollTo === 'function' && candidate.history ? (candidate as ScrollWindow) : undefined;
}

function readPositions(win: ScrollWindow): Map<string, number> {
  try {
    const stored = JSON.parse(win.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>;
    return new Map(stored.filter(([key, y]) => typeof key === 'string' && Number.isFinite(y)));
  } catch {
    return new Map();
  }
}

function writePositions(win: ScrollWindow, positions: Map<string, number>): void {
  try {
    win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or blocked: restoration then works within this page load only.
  }
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const firstRender = useRef(true);

  // Record the position of the current entry as the shopper scrolls (once per frame).
  useEffect(() => {
    const win = browserWindow();
    if (!win) return;
    win.history.scrollRestoration = 'manual';
    positions.current ??= readPositions(win);
    let queued = false;
    const onScroll = () => {
      if (queued) return;
      queued = true;
      win.requestAnimationFrame(() => {
        queued = false;
        const map = positions.current!;
        map.delete(currentKey.current);
        map.set(currentKey.current, win.scrollY);
      });
    };
    const onPageHide = () => writePositions(win, positions.current!);
    win.addEventListener('scroll', onScroll, { passive: true });
    win.addEventListener('pagehide', onPageHide);
    return () => {
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // When a navigation commits, before the browser paints or dispatches the scroll event of the swapped
  // content (a shorter page clamps the position): switch the recorded entry, then restore, jump to the
  // anchor, or start at the top. In a plain effect, that clamp was recorded against the page just left.
  useLayoutEffect(() => {
    const win = browserWindow();
    if (!win) return;
    positions.current ??= readPositions(win);
    currentKey.current = location.key;
    const saved = positions.current.get(location.key);
    const isFirst = firstRender.current;
    firstRender.current = false;
    if ((navigationType === 'POP' || isFirst) && saved !== undefined) {
      win.scrollTo(0, saved);
    } else if (location.hash) {
      win.document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (!isFirst) {
      win.scrollTo(0, 0);
    }
  }, [location.key, location.hash, navigationType]);
}
