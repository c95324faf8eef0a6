// A page section whose secondary data failed to load shows a short note instead of taking the whole page down
// (issue 15 "Offline browsing": a product opened offline whose reviews or related products are not kept showed
// the route's error page; online, a failing reviews search did the same). Wraps a section's <Suspense>: the
// query's error is caught here, said in the section, and tried again when the browser is back online (TanStack
// Query's error reset, so the section's query fetches again rather than rethrowing its cached error).
import { Component, type ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';

// Client code is type-checked for the worker too (no DOM library): the window is reached through globalThis.
interface WindowEvents {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}
const windowEvents = () => globalThis as unknown as Partial<WindowEvents>;

interface BoundaryProps {
  /** What the section shows instead of its content (a short, polite note). */
  fallback: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[page] a section could not be loaded; the page shows the rest', error);
  }

  override componentDidMount(): void {
    windowEvents().addEventListener?.('online', this.retry);
  }

  override componentWillUnmount(): void {
    windowEvents().removeEventListener?.('online', this.retry);
  }

  private readonly retry = (): void => {
    if (!this.state.failed) return;
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * @example
 *   <SectionBoundary fallback={<p role="status">{t('page.sectionUnavailable')}</p>}>
 *     <Suspense fallback={<p className="loading">…</p>}><ProductReviews productId={id} /></Suspense>
 *   </SectionBoundary>
 */
export function SectionBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <Boundary fallback={fallback} onRetry={reset}>
      {children}
    </Boundary>
  );
}
