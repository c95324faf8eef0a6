// A panel whose body is its own chunk (issue 10 search panel, issue 13 microcart; spec §4 Panels): the shell —
// the shared panel primitive (./aside.tsx: native <dialog>, focus trap, Esc, overlay, focus back to the opener) —
// ships with every page; the body loads at the first opening (or earlier, from the opener's `preload`) and is
// kept. Not React.lazy: a chunk that failed to load (offline before the service worker had it) would stay
// failed and reach the route's error boundary; here the panel says so and the next opening tries again.
import { useEffect, useState, type ComponentType } from 'react';
import { storeCodeFromPath } from '#shared/domain/urls.ts';
import { loadMessages } from '#shared/i18n/load-messages.ts';
import { PANEL_MESSAGES } from '#shared/i18n/message-groups.ts';
import { documentPath } from '#client/lib/dom.ts';
import { useAside, type AsideName } from './aside';
import { Aside, type AsideProps } from './aside-dialog';

/** A panel body: told whether its panel is open (it stays mounted while closed, keeping its state). */
export type PanelBody = ComponentType<{ open: boolean }>;

/**
 * A panel body's loader: its chunk and, alongside, the panels' texts (ADR 064) in the document's store view.
 *
 *   const loadBody = panelBody(() => import('./microcart-body').then((module) => module.MicrocartBody));
 */
export function panelBody(load: () => Promise<PanelBody>): () => Promise<PanelBody> {
  return async () => {
    const [body] = await Promise.all([load(), loadMessages(storeCodeFromPath(documentPath()), PANEL_MESSAGES)]);
    return body;
  };
}

export interface LazyAsideProps {
  name: AsideName;
  heading: string;
  className: string;
  /** A drawer (default: from the right) or a centred modal (the newsletter modal, issue 14). */
  position?: AsideProps['position'];
  /** Imports the body's chunk; the same promise-returning function the opener preloads with. */
  load: () => Promise<PanelBody>;
  /** Shown (role=status) while the body loads, and when it could not be loaded. */
  loadingText: string;
  failedText: string;
}

export function LazyAside({
  name,
  heading,
  className,
  position = 'right',
  load,
  loadingText,
  failedText,
}: LazyAsideProps) {
  const { openName } = useAside();
  const isOpen = openName === name;
  const [body, setBody] = useState<{ Component: PanelBody } | 'failed' | null>(null);
  const loaded = body !== null && body !== 'failed';
  useEffect(() => {
    if (!isOpen || loaded) return;
    let current = true;
    load().then(
      (Component) => {
        if (current) setBody({ Component });
      },
      (error: unknown) => {
        console.warn(`[${name}] the panel could not be loaded`, error);
        if (current) setBody('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [isOpen, loaded, load, name]);
  return (
    <Aside name={name} heading={heading} position={position} className={className}>
      {loaded ? (
        <body.Component open={isOpen} />
      ) : (
        <p className={`${className}__loading`} role="status">
          {body === 'failed' ? failedText : isOpen ? loadingText : ''}
        </p>
      )}
    </Aside>
  );
}
