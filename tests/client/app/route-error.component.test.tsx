// The route error boundary online (client/app/route-error.tsx): a request that got no answer (the connection
// dropped or came back while it was under way) is made once more before the shopper is told anything; an error the
// shop answered, or a second failure, says 'Something went wrong.' with a way home. Offline browsing is the
// browser suite's (e2e/offline-browsing.e2e.test.ts: it needs the service worker's copies).
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '#shared/api/client.ts';
import { isConnectionFailure, RouteError } from '#client/app/route-error.tsx';

/** A page whose data comes from `loader`, under the app's boundary, at a url of the English view. */
function renderPage(loader: () => unknown) {
  const router = createMemoryRouter(
    [{ path: '/en/*', loader, ErrorBoundary: RouteError, Component: () => <h1>The page</h1> }],
    { initialEntries: ['/en/zhenshchinam'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('RouteError online', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks once more after a request with no answer, and shows the page when the second one is answered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({});
    renderPage(loader);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });

  it('says something went wrong, with a way home, when the second request gets no answer either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(loader);
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('does not ask again when the shop answered with an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi.fn().mockRejectedValue(new ApiError(500, 'Internal error', '/api/catalog'));
    renderPage(loader);
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tells a failure with no answer behind it from an answer', () => {
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionFailure(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
    expect(isConnectionFailure(new ApiError(503, 'Unavailable', '/api/cart'))).toBe(false);
  });
});
