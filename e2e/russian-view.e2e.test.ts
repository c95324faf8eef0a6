// The Russian store view speaks Russian: every page kind and the header's panels (microcart with a line, search,
// wishlist, account) are read as a shopper sees them (the rendered text and the controls' accessible names), and
// the test fails on any phrase of the English dictionary that is not also the Russian one's (a missing translation,
// a text hard-coded in English, an English message of the platform shown as it came).
import type { Page } from 'playwright-core';
import { en } from '#shared/i18n/en.ts';
import { ru } from '#shared/i18n/ru.ts';
import { expect, test } from './support/fixtures';
import { openHydrated } from './support/pages';

const PAGES = [
  '/',
  '/zhenshchinam',
  '/zhenshchinam/obuv/krossovki/krossovki-zhenskie-begovye-severnyi-veter-groza-2100.html',
  '/delivery-modnyi-bereg',
  '/size-guide',
  '/stores-modnyi-bereg',
  '/legal',
  '/checkout',
  '/my-account',
  '/compare',
  '/search?q=кеды',
  '/no/such/page',
];
const PRODUCT = '/muzhchinam/aksessuary/ryukzaki/ryukzak-muzhskoi-turisticheskii-belaya-noch-avrora-1500.html';

/**
 * The English phrases to look for: each English text's literal parts (placeholders and plural forms cut out) of
 * two words or more, unless the Russian text has the same phrase (a brand, an e-mail, "OK").
 */
function englishPhrases(): string[] {
  const phrases = new Set<string>();
  for (const [key, text] of Object.entries(en)) {
    const russian = ru[key as keyof typeof ru];
    for (const part of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)) {
      const phrase = part.trim().replace(/^[^A-Za-z]+|[^A-Za-z.!?]+$/g, '');
      if (!/^[A-Za-z][A-Za-z'’-]*(?:\s+[A-Za-z'’,-]+)+/.test(phrase) || phrase.length < 8) continue;
      if (russian.includes(phrase)) continue;
      phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** What a shopper reads and hears on the page now: its text, and the names and labels of its controls. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')).map(
      (element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return `${document.title}\n${document.body.innerText}\n${names.join('\n')}`;
  });
}

function englishIn(text: string, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => text.includes(phrase));
}

test('the Russian view shows no English phrase on any page kind or panel', async ({ page }) => {
  test.setTimeout(180_000);
  const phrases = englishPhrases();
  // The list is long enough to mean something (the dictionary has hundreds of English texts).
  expect(phrases.length).toBeGreaterThan(200);
  const found: string[] = [];
  for (const path of PAGES) {
    await openHydrated(page, path);
    await page.waitForLoadState('networkidle');
    found.push(...englishIn(await shownText(page), phrases).map((phrase) => `${path}: ${phrase}`));
  }

  await openHydrated(page, PRODUCT);
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(page.getByTestId('notification').first()).toBeVisible();
  const panels = [
    ['microcart', 'microcart-button'],
    ['search', 'search-button'],
    ['wishlist', 'wishlist-button'],
    ['account', 'account-button'],
  ] as const;
  for (const [name, testId] of panels) {
    const opener = page.getByTestId(testId).first();
    if ((await opener.count()) === 0) {
      found.push(`no ${name} button`);
      continue;
    }
    await opener.click();
    await page.locator('dialog[open]').first().waitFor();
    await page.waitForLoadState('networkidle');
    found.push(...englishIn(await shownText(page), phrases).map((phrase) => `${name} panel: ${phrase}`));
    await page.keyboard.press('Escape');
    await page
      .locator('dialog[open]')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  }
  expect(found).toEqual([]);
});
