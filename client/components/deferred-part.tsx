// A part of a page far enough down that its code can wait until the shopper comes near it (ADR 071): the server
// renders it in full; while the page hydrates, React keeps that HTML as it is (the part's boundary stays
// dehydrated) and the part's code and texts load once it comes within DEFERRED_MARGIN of the screen, or is
// touched (pointer, focus, a key), whichever is first. A press on the part before it has hydrated is held and made
// again once it has, and text typed into its fields then is handed to React, so nothing done early is lost.
// After a client-side navigation the part renders at once (its code is there or loads like any lazy part).
import { lazy, memo, use, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { storeCodeFromPath } from '#shared/domain/urls.ts';
import { loadMessages } from '#shared/i18n/load-messages.ts';
import type { MessageGroup } from '#shared/i18n/message-groups.ts';
import { documentPath } from '#client/lib/dom.ts';
import {
  BoundaryReport,
  countServerBoundaries,
  DEFERRED_PART_ATTRIBUTE,
  firstRenderHydrated,
  leaveOutOfCount,
} from '#client/lib/hydration-boundary.tsx';
import { LazyPart } from './lazy-part';

/** Half a screen ahead: the part's ~2 KB of code is in place before the shopper's eyes reach it. */
const DEFERRED_MARGIN = '50% 0px';

/** What touches the part before it is seen: any of these starts its code. */
const TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

// Client code is type-checked for the worker too (no DOM library): the few DOM calls go through these shapes.
interface FieldLike {
  value: string;
  defaultValue: string;
  dispatchEvent(event: unknown): boolean;
}
interface ElementLike {
  isConnected: boolean;
  click?: () => void;
  contains(node: unknown): boolean;
  querySelectorAll(selector: string): Iterable<FieldLike>;
}
interface EventLike {
  target: unknown;
  preventDefault(): void;
  stopPropagation(): void;
}
interface BrowserLike {
  IntersectionObserver?: new (
    callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    options: { rootMargin: string },
  ) => { observe(target: unknown): void; disconnect(): void };
  Event: new (type: string, init: { bubbles: boolean }) => unknown;
  MutationObserver?: new (callback: () => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean }): void;
    disconnect(): void;
  };
  addEventListener(type: string, listener: (event: EventLike) => void, options: { capture: boolean }): void;
  removeEventListener(type: string, listener: (event: EventLike) => void, options: { capture: boolean }): void;
}

interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

function newGate(open: boolean): Gate {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate: Gate = { open, promise, release: () => {} };
  gate.release = () => {
    gate.open = true;
    release();
  };
  if (open) release();
  return gate;
}

/** Renders the part once its gate is open; until then it suspends, so React keeps the server's HTML. */
function Opened({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) use(gate.promise);
  return children;
}

/** A part whose boundaries do not all report within this after it opened (one failed) lets held presses go anyway. */
const HOLD_AT_MOST_MS = 3_000;

/**
 * Text typed into a field before the part hydrated: React's tracker already holds it, so the value is set back to
 * the server's, then to the typed text with the element's own setter, and an `input` event tells React.
 */
function handTypedTextToReact(part: ElementLike, browser: BrowserLike): void {
  for (const field of part.querySelectorAll('input, textarea')) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // The element's class (input or textarea) holds the native setter; React's tracker sits on the element itself.
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    if (!setValue) continue;
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new browser.Event('input', { bubbles: true }));
  }
}

/**
 * A lazy component whose code loads with the texts it shows (ADR 064: `groups`, the ones its page loads too).
 *
 * @example
 * const ReviewsPart = lazyWithTexts(() => import('./reviews-part').then((module) => module.ReviewsPart), ['product', 'forms']);
 */
export function lazyWithTexts<P extends object>(
  load: () => Promise<ComponentType<P>>,
  groups: readonly MessageGroup[],
): ComponentType<P> {
  return lazy(async () => {
    const [Component] = await Promise.all([load(), loadMessages(storeCodeFromPath(documentPath()), groups)]);
    return { default: Component };
  });
}

export interface DeferredPartProps {
  /**
   * What the part shows (a product's id): the part renders again only when this changes. A part React has not
   * hydrated yet that gets new props drops the server's HTML and renders from nothing, so a parent's re-render (a
   * message above it) must not reach it.
   */
  shows: string | number;
  /** The element the part is (its box is what comes near the screen): a section or a div. */
  as?: 'section' | 'div';
  className?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
  /** Shown where the part first renders in the browser while its code loads. */
  loading?: ReactNode;
  children: ReactNode;
}

/**
 * @example
 * <DeferredPart shows={product.id} as="section" className="product__reviews"><ReviewsPart productId={id} /></DeferredPart>
 */
export const DeferredPart = memo(DeferredPartView, (before, after) => before.shows === after.shows);

function DeferredPartView({
  as: Element = 'div',
  loading = null,
  children,
  shows: _shows,
  ...attributes
}: DeferredPartProps) {
  const ref = useRef<unknown>(null);
  // On the server and after the first hydration the part renders at once; while the page hydrates, it waits.
  const [gate] = useState(() => newGate(!('document' in globalThis) || firstRenderHydrated()));
  const [done, setDone] = useState(gate.open);
  const held = useRef<ElementLike[]>([]);
  // The part is hydrated once each of its server boundaries has reported (nested ones hydrate after the outer one).
  const boundaries = useRef({ expected: Number.POSITIVE_INFINITY, reported: 0 });

  const finished = useRef(false);

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    const part = ref.current as ElementLike | null;
    if (part) handTypedTextToReact(part, globalThis as unknown as BrowserLike);
    const targets = held.current.splice(0);
    setDone(true);
    // In the next task: React renders the handed text first (in a microtask), so a held "Send" sends it.
    setTimeout(() => {
      for (const target of targets) if (target.isConnected) target.click?.();
    }, 0);
  }, []);

  const report = useCallback(() => {
    const counts = boundaries.current;
    counts.reported++;
    if (counts.reported >= counts.expected) finish();
  }, [finish]);

  // A part the server rendered counts its own boundaries, for as long as it is there: one streamed late lands in it
  // only when the stream's script moves it in.
  const [fromServer] = useState(!gate.open);
  useEffect(() => {
    const part = ref.current as ElementLike | null;
    if (!part || !fromServer) return;
    const browser = globalThis as unknown as BrowserLike;
    const recount = () => {
      leaveOutOfCount(part);
      boundaries.current.expected = countServerBoundaries(part);
      if (boundaries.current.reported >= boundaries.current.expected) finish();
    };
    recount();
    const arrivals = browser.MutationObserver ? new browser.MutationObserver(recount) : null;
    arrivals?.observe(part, { childList: true, subtree: true });
    return () => arrivals?.disconnect();
  }, [fromServer, finish]);

  useEffect(() => {
    const part = ref.current as ElementLike | null;
    if (!part || done) return;
    const browser = globalThis as unknown as BrowserLike;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      if (gate.open) return;
      gate.release();
      timer = setTimeout(finish, HOLD_AT_MOST_MS);
    };
    const inPart = (event: EventLike) => part.contains(event.target);
    const open = (event: EventLike) => {
      if (inPart(event)) release();
    };
    const hold = (event: EventLike) => {
      if (finished.current || !inPart(event)) return;
      // React stops a press on a part it has not hydrated and the browser would follow its link or send its form
      // natively: keep the press and make it again once the part has hydrated.
      event.preventDefault();
      event.stopPropagation();
      const target = event.target as ElementLike;
      if (!held.current.includes(target)) held.current.push(target);
      release();
    };
    const observer = browser.IntersectionObserver
      ? new browser.IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) release();
          },
          { rootMargin: DEFERRED_MARGIN },
        )
      : null;
    observer?.observe(part);
    if (!observer) release();
    // On the window, in the capture phase: before React's listener on the root, which stops what it cannot hydrate.
    for (const type of TOUCH_EVENTS) browser.addEventListener(type, open, { capture: true });
    browser.addEventListener('click', hold, { capture: true });
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      for (const type of TOUCH_EVENTS) browser.removeEventListener(type, open, { capture: true });
      browser.removeEventListener('click', hold, { capture: true });
    };
  }, [gate, done, finish]);

  return (
    <Element ref={ref as never} {...{ [DEFERRED_PART_ATTRIBUTE]: '' }} {...attributes}>
      <BoundaryReport.Provider value={report}>
        <LazyPart loading={loading}>
          <Opened gate={gate}>{children}</Opened>
        </LazyPart>
      </BoundaryReport.Provider>
    </Element>
  );
}
