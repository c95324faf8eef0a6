// Where a Lighthouse run's modelled main-thread time goes (bench/lighthouse.ts; bench/README.md "Lighthouse",
// session 16): Total Blocking Time is cut from these tasks, so a TBT that moved between runs or hosts is read here
// first. Both come from the report itself: `mainthread-work-breakdown` (the main thread's time by kind of work, as
// Lighthouse's phone model scales it: 4× the traced time under simulated throttling) and `long-tasks` (the modelled
// tasks over 50 ms, each attributed to a script url, the document, or "Unattributable": Blink's own work such as an
// SVG image's document).
import type { Result } from 'lighthouse';

/** Modelled milliseconds per kind of main-thread work (scriptEvaluation, styleLayout, other, …). */
export type MainThreadMs = Record<string, number>;

/** The modelled long tasks of one source: how many, and their time over 50 ms (what TBT adds up, before FCP too). */
export interface LongTaskSource {
  source: string;
  tasks: number;
  blockingMs: number;
}

/** A task counts towards TBT for its time over this (Lighthouse's definition). */
const BLOCKING_THRESHOLD_MS = 50;

function tableItems(lhr: Result, id: string): Array<Record<string, unknown>> {
  const details = lhr.audits[id]?.details;
  return details && details.type === 'table' ? (details.items as Array<Record<string, unknown>>) : [];
}

export function mainThreadMs(lhr: Result): MainThreadMs {
  return Object.fromEntries(
    tableItems(lhr, 'mainthread-work-breakdown').map((item) => [String(item.group), Math.round(Number(item.duration))]),
  );
}

/** A script's file name, "document" for the page itself, or Lighthouse's "Unattributable". */
function sourceName(url: string, pageUrl: string): string {
  if (url === pageUrl) return 'document';
  const file = url.split('?')[0]?.split('/').pop();
  return file ? file.replace(/-[\w-]{8}\.js$/, '.js') : url;
}

export function longTaskSources(lhr: Result): LongTaskSource[] {
  const bySource = new Map<string, LongTaskSource>();
  for (const item of tableItems(lhr, 'long-tasks')) {
    const source = sourceName(String(item.url), lhr.finalDisplayedUrl);
    const entry = bySource.get(source) ?? { source, tasks: 0, blockingMs: 0 };
    entry.tasks += 1;
    entry.blockingMs += Math.max(0, Math.round(Number(item.duration)) - BLOCKING_THRESHOLD_MS);
    bySource.set(source, entry);
  }
  return [...bySource.values()].sort((a, b) => b.blockingMs - a.blockingMs);
}

/**
 * One line a page: its modelled main-thread time by kind, and its long tasks by source.
 *
 * @example
 * describeMainThread('category', mainThreadMs(lhr), longTaskSources(lhr))
 * // "category: main thread 7351 ms modelled (other 3145, scriptEvaluation 3095, …); long tasks over 50 ms by source:
 * //  entry.browser.js 6 (+762 ms), Unattributable 5 (+427 ms), document 7 (+487 ms)"
 */
export function describeMainThread(page: string, work: MainThreadMs, sources: readonly LongTaskSource[]): string {
  const total = Object.values(work).reduce((sum, ms) => sum + ms, 0);
  const kinds = Object.entries(work)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms}`)
    .join(', ');
  const tasks = sources.map((s) => `${s.source} ${s.tasks} (+${s.blockingMs} ms)`).join(', ');
  return `${page}: main thread ${total} ms modelled (${kinds}); long tasks over 50 ms by source: ${tasks || 'none'}`;
}
