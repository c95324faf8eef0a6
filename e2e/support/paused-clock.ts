// Holding a short-lived panel open while a slow check runs: the page's timers move to Playwright's clock and
// stop, so a notification (spec §9: removed after 5000 ms) stays while axe examines it. axe itself needs timers
// (its queue defers with setTimeout), so it runs on the browser's own ones, kept aside before the clock is
// installed. Seen on a slow host: a whole-page axe check took longer than the notification lived.
import type { Page } from 'playwright-core';
import { axeViolations } from './pages';

interface TimerWindow {
  __nativeTimers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
}

/** Puts the page's timers on Playwright's clock, running in real time for now; the page must be loaded. */
export async function installClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as TimerWindow).__nativeTimers = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };
  });
  await page.clock.install();
}

/** How far ahead of the page's own reading the clock stops: pauseAt refuses a time the clock has already passed. */
const PAUSE_LEAD_MS = 100;
const PAUSE_ATTEMPTS = 5;

/** Stops the page's clock where it is: timers already set do not fire until `page.clock.resume()`. */
export async function pauseClock(page: Page): Promise<void> {
  // On a busy host the two round trips took longer than the lead once ("Cannot fast-forward to the past"): read
  // the page's time again and retry; the clock has not moved in a refused attempt.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate((lead) => Date.now() + lead, PAUSE_LEAD_MS));
      return;
    } catch (error) {
      if (attempt === PAUSE_ATTEMPTS || !String(error).includes('to the past')) throw error;
    }
  }
}

/** axeViolations on a page whose clock is paused (see installClock): axe gets the browser's own timers meanwhile. */
export async function axeViolationsOnPausedClock(page: Page): Promise<string[]> {
  await swapTimers(page, 'native');
  try {
    return await axeViolations(page);
  } finally {
    await swapTimers(page, 'clock');
  }
}

async function swapTimers(page: Page, to: 'native' | 'clock'): Promise<void> {
  await page.evaluate((target) => {
    const win = window as TimerWindow & { __clockTimers?: TimerWindow['__nativeTimers'] };
    if (!win.__nativeTimers) throw new Error('installClock(page) was not called on this page');
    if (target === 'native') {
      win.__clockTimers = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };
      Object.assign(window, win.__nativeTimers);
    } else if (win.__clockTimers) {
      Object.assign(window, win.__clockTimers);
    }
  }, to);
}
