// Proves the harness works against the real local server: the API answers, and Chromium loads the home page
// without errors. The shopping flows live in their own files.
import { expect, test } from './support/fixtures';

test.describe('harness smoke', () => {
  test('GET /api answers 200 JSON with a version', async ({ baseURL }) => {
    const response = await fetch(`${baseURL}/api`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { version?: unknown };
    expect(body.version).toEqual(expect.any(String));
  });

  test('Chromium loads / with HTTP 200, an <html lang> and no page errors', async ({ page, problems }) => {
    const response = await page.goto('/', { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const lang = await page.locator('html').getAttribute('lang');
    expect(lang ?? '(no lang attribute)', 'the document must declare its language').toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
    expect(problems.pageErrors).toEqual([]);
  });
});
