// The search panel's body (client/features/search/components/search-panel-body.tsx) on a clock the test moves:
// a term shorter than three characters gets the hint and no request however long the shopper waits, typing asks
// once per pause (SEARCH_DEBOUNCE_MS), and an older term's late answer never shows under a newer term. The
// catalogue answers through a recording fetch, so each test knows exactly which searches the panel sent.
import { act, fireEvent, screen } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchPanelBody } from '#client/features/search/components/search-panel-body.tsx';
import { SEARCH_DEBOUNCE_MS } from '#client/features/search/search-term.ts';
import { renderInView } from '#tests/support/components/render.tsx';
import { withServices } from '#tests/support/components/services.tsx';

/** One tile per term: a product named after it, so a test sees whose answer is shown. */
function answerFor(term: string): Response {
  const hit = {
    _source: { id: 1, sku: `SKU-${term}`, name: `Товар «${term}»`, slug: term, image: '/a.jpg', price: 1000 },
  };
  return Response.json({ hits: { total: { value: 1, relation: 'eq' }, hits: [hit] } });
}

/** The panel with its services; the catalogue answers at once unless `hold` holds a term's answer back. */
function renderPanel(hold: (term: string) => Promise<void> | undefined = () => undefined) {
  const { ui, calls } = withServices(<SearchPanelBody open />, async ({ query }) => {
    const term = (JSON.parse(query.get('request') ?? '{}') as { _searchText?: string })._searchText ?? '';
    await hold(term);
    return answerFor(term);
  });
  const searches = () =>
    calls.map((call) => (JSON.parse(call.query.get('request') ?? '{}') as { _searchText?: string })._searchText);
  const view = renderInView(ui);
  const input = screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement;
  const status = () => screen.getByRole('status').textContent;
  // Typing as change events: user-event waits on a timer of its own between keys, which a fake clock never fires.
  const type = (text: string) => {
    for (const key of text) fireEvent.change(input, { target: { value: input.value + key } });
  };
  const clear = () => fireEvent.change(input, { target: { value: '' } });
  return { ...view, input, searches, status, type, clear };
}

/** Moves the clock by `ms` and lets the answers it released reach the page. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  // TanStack Query hands results to components on a timer that a fake clock holds: on microtasks they arrive
  // within the step that released them.
  notifyManager.setScheduler(queueMicrotask);
  // Timers and the date only: React's scheduler runs its work on setImmediate/MessageChannel, which stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

describe('the search panel', () => {
  it('two characters: the hint and no request, however long the shopper waits; the third asks once', async () => {
    const { type, searches, status } = renderPanel();
    type('кр');
    expect(status()).toBe('Введите не меньше 3 символов, чтобы начать поиск.');
    await advance(60_000);
    expect(searches()).toEqual([]);
    expect(screen.queryByTestId('search-results')).toBeNull();

    type('о');
    expect(status()).toBe('Ищем…');
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(searches()).toEqual([]);
    await advance(1);
    expect(searches()).toEqual(['кро']);
    expect(status()).toBe('Найдено товаров: 1');
  });

  it('typing fast asks once, for the whole word, after the pause', async () => {
    const { type, searches, status } = renderPanel();
    // A key every 50 ms: each resets the pause before the panel asks.
    for (const key of 'кроссовки') {
      type(key);
      await advance(SEARCH_DEBOUNCE_MS / 5);
    }
    expect(searches()).toEqual([]);
    await advance(SEARCH_DEBOUNCE_MS);
    expect(searches()).toEqual(['кроссовки']);
    expect(status()).toBe('Найдено товаров: 1');
    expect(screen.getByTestId('search-results').getAttribute('data-term')).toBe('кроссовки');
  });

  it('a late answer of an older term never shows under the newer one', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { type, clear, searches, status } = renderPanel((term) => (term === 'кроссовки' ? held : undefined));
    type('кроссовки');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(status()).toBe('Ищем…');
    clear();
    type('платье');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(searches()).toEqual(['кроссовки', 'платье']);
    expect(screen.getByRole('link', { name: 'Товар «платье»' })).toBeDefined();

    release();
    await advance(1_000);
    expect(screen.getByTestId('search-results').getAttribute('data-term')).toBe('платье');
    expect(screen.queryByRole('link', { name: 'Товар «кроссовки»' })).toBeNull();
    expect(status()).toBe('Найдено товаров: 1');
  });
});
