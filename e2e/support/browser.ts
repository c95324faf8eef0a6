// Launching Debian's Chromium through playwright-core, plus the checks every browser test wants.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** scripts/ensure-chromium.mjs checks this path (and installs Chromium when it can) before the tests. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Where failing tests leave a screenshot (gitignored). */
export const artifactsDir = path.resolve(import.meta.dirname, '..', 'artifacts');

// The flags that ran cleanly headless on this machine (tooling note §3.3): no sandbox as root,
// no QUIC, and none of Chromium's own background traffic to the network.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

/**
 * Playwright waits without limit by default, so a missing element surfaced only as vitest's 60 s test
 * timeout with no locator named. Every action and wait gets this limit instead: a clear error, well inside
 * the test timeout, with room for a loaded 2-core CI machine.
 */
export const ACTION_TIMEOUT_MS = 20_000;

/** A fresh, isolated context (own cookies, storage, service workers) whose relative URLs resolve to baseURL. */
export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

export interface PageProblems {
  /** Uncaught exceptions in the page (including React hydration errors such as #418). */
  pageErrors: string[];
  /** `console.error` messages and failed resource loads reported on the console. */
  consoleErrors: string[];
}

/** Starts recording page errors and console errors; attach it before the first navigation. */
export function watchPageProblems(page: Page): PageProblems {
  const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const { url, lineNumber } = message.location();
      problems.consoleErrors.push(url ? `${message.text()} (${url}:${lineNumber})` : message.text());
    }
  });
  return problems;
}

/** Saves a full-page screenshot as e2e/artifacts/<test name>.png and returns its path. */
export async function saveScreenshot(page: Page, testName: string): Promise<string> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const fileName = `${
    testName
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 120) || 'test'
  }.png`;
  const file = path.join(artifactsDir, fileName);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
