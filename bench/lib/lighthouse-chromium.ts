// The Chromium command line of `npm run bench:lighthouse` (bench/README.md, "Lighthouse"; ADR 052): chrome-launcher's
// defaults, headless and quiet, and without the browser's own omnibox popup, whose start-up work shared this
// 2-core host's CPU with the page Lighthouse was measuring.
import { Launcher } from 'chrome-launcher';

/**
 * Headless, as root, without a GPU. chrome-launcher's defaults already keep Chromium quiet (no background
 * networking, component updates, sync or first-run UI: the machine has no network and that traffic made it hang).
 */
const HEADLESS_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * Headless Chromium 156 still builds its omnibox popup as a WebUI at start: a `--top-chrome-webui` renderer loading
 * a few hundred modules, ~1.8 s of CPU here (measured with `ps`), right while Lighthouse loads and traces the page.
 * Simulated throttling multiplies the main-thread time it observed by 4, so the popup's share of the CPU came back
 * as the page's blocking time. Puppeteer turns the same two features off by default (puppeteer/puppeteer#15278).
 */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

const DISABLE_FEATURES = '--disable-features=';

export interface LighthouseChromiumOptions {
  /** Leaves the omnibox WebUI on, as chrome-launcher's defaults do: for comparison runs only. */
  keepOmniboxWebUI: boolean;
}

/**
 * The flags for `chromeLauncher.launch({ ignoreDefaultFlags: true, chromeFlags })`. Chromium keeps only the last
 * `--disable-features` of a command line, so the omnibox's features are added to chrome-launcher's own list (Translate,
 * MediaRouter, …) rather than passed as a second switch, which would turn that list back on.
 *
 * @example
 * const chrome = await chromeLauncher.launch({
 *   chromePath: '/usr/bin/chromium',
 *   ignoreDefaultFlags: true,
 *   chromeFlags: lighthouseChromiumFlags({ keepOmniboxWebUI: false }),
 * });
 */
export function lighthouseChromiumFlags(options: LighthouseChromiumOptions): string[] {
  const defaults = Launcher.defaultFlags();
  const others = defaults.filter((flag) => !flag.startsWith(DISABLE_FEATURES));
  const features = defaults
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  if (!options.keepOmniboxWebUI) features.push(...OMNIBOX_WEBUI_FEATURES);
  // chrome-launcher adds --disable-setuid-sandbox itself on Linux unless its defaults are ignored.
  return [...others, `${DISABLE_FEATURES}${features.join(',')}`, '--disable-setuid-sandbox', ...HEADLESS_FLAGS];
}
