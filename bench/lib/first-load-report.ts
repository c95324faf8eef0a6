// Sums, budget verdicts, tables and the JSON of `bench/first-load-js.ts`. Unit: 1 KB = 1024 bytes of gzip
// level 9, the unit of the "First-load JavaScript" numbers in bench/README.md (124.2 KB before lazy routes).
import fs from 'node:fs';
import path from 'node:path';
import type { PageLoad, ScriptFile } from './first-load-measure';
import type { FirstLoadPage } from './first-load-pages';

export const KB = 1024;
/** The budget of first-load JS on any page, gzip, with React in the browser (ADR 061): the bench exits 1 above it. */
export const PAGE_BUDGET_KB = 140;
/** The target on every page, gzip: the framework floor (~104 KB) plus about 20 KB of the shop's own code. */
export const PAGE_TARGET_KB = 125;

export interface PageResult {
  page: FirstLoadPage;
  load: PageLoad | null;
  /** Why the page has no numbers (not found, did not hydrate, …). */
  error?: string;
}

export interface PageSummary {
  kind: string;
  path: string | null;
  finalPath: string | null;
  status: number | null;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  rawKB: number;
  gzipKB: number;
  /** gzip KB of the scripts requested before hydration (what hydration waited for, at most). */
  beforeHydrationGzipKB: number | null;
  hydrationMs: number | null;
  withinPageBudget: boolean | null;
  /** Within the ≤ 125 KB target. */
  withinPageTarget: boolean | null;
  chunks: Array<ScriptFile & { source: string; gzipKB: number }>;
  notes: string[];
}

const kb = (bytes: number): number => Math.round((bytes / KB) * 10) / 10;
const sum = (files: ScriptFile[], pick: (file: ScriptFile) => number): number =>
  files.reduce((total, file) => total + pick(file), 0);

/** `sourceOf` names a file after its Vite manifest entry (`client/pages/product/route.tsx`, `_services-….js`). */
export function summarize(result: PageResult, sourceOf: (file: string) => string): PageSummary {
  const { page, load } = result;
  const scripts = load?.scripts ?? [];
  const gzipBytes = sum(scripts, (file) => file.gzipBytes);
  const timed = scripts.every((file) => file.beforeHydration !== null);
  const notes = [...(result.error ? [result.error] : [])];
  if (load && load.notIdle.length > 0) notes.push(`network not idle after 60 s: ${load.notIdle.join(', ')}`);
  if (load && load.scriptRequests > scripts.length)
    notes.push(`${load.scriptRequests - scripts.length} script url(s) requested more than once`);
  for (const file of scripts) if (file.status !== 200) notes.push(`${file.path} answered ${file.status}`);
  const measured = load !== null && !result.error;
  return {
    kind: page.kind,
    path: page.path,
    finalPath: load?.finalPath ?? null,
    status: load?.status ?? null,
    scripts: scripts.length,
    rawBytes: sum(scripts, (file) => file.rawBytes),
    gzipBytes,
    rawKB: kb(sum(scripts, (file) => file.rawBytes)),
    gzipKB: kb(gzipBytes),
    beforeHydrationGzipKB:
      measured && timed
        ? kb(
            sum(
              scripts.filter((file) => file.beforeHydration),
              (file) => file.gzipBytes,
            ),
          )
        : null,
    hydrationMs: load?.hydrationMs ?? null,
    withinPageBudget: measured ? gzipBytes <= PAGE_BUDGET_KB * KB : null,
    withinPageTarget: measured ? gzipBytes <= PAGE_TARGET_KB * KB : null,
    chunks: scripts.map((file) => ({ ...file, source: sourceOf(file.path), gzipKB: kb(file.gzipBytes) })),
    notes,
  };
}

const yesNo = (value: boolean | null): string => (value === null ? '–' : value ? 'yes' : 'NO');

export function consoleTable(summaries: PageSummary[]): string {
  const head = [
    'page',
    'path',
    'scripts',
    'raw KB',
    'gzip KB',
    'gzip KB before hydration',
    'hydrated ms',
    `≤ ${PAGE_BUDGET_KB} KB`,
    `≤ ${PAGE_TARGET_KB} KB (target)`,
  ];
  const rows = summaries.map((s) => [
    s.kind,
    s.finalPath && s.finalPath !== s.path ? `${s.path} → ${s.finalPath}` : (s.path ?? '(not found)'),
    String(s.scripts),
    s.rawKB.toFixed(1),
    s.gzipKB.toFixed(1),
    s.beforeHydrationGzipKB === null ? '–' : s.beforeHydrationGzipKB.toFixed(1),
    s.hydrationMs === null ? '–' : String(s.hydrationMs),
    yesNo(s.withinPageBudget),
    yesNo(s.withinPageTarget),
  ]);
  const widths = head.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i >= 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ');
  return [line(head), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The chunks of one page, biggest first: what costs what. */
export function chunkList(summary: PageSummary): string {
  return summary.chunks
    .map((chunk) => `  ${chunk.gzipKB.toFixed(1).padStart(6)} KB  ${chunk.path}  (${chunk.source})`)
    .join('\n');
}

/** Rows for bench/README.md, "First-load JavaScript". */
export function markdownTable(summaries: PageSummary[], date: string): string {
  const lines = [
    `| date | page | path | scripts | first-load JS (gzip) | raw | within ${PAGE_BUDGET_KB} KB budget |`,
    '|---|---|---|---|---|---|---|',
    ...summaries.map((s) => {
      const verdict = s.withinPageBudget === null ? 'not measured' : s.withinPageBudget ? 'yes' : '**no**';
      const target =
        s.withinPageTarget === null
          ? ''
          : s.withinPageTarget
            ? ` (≤ ${PAGE_TARGET_KB} KB target: yes)`
            : ` (≤ ${PAGE_TARGET_KB} KB target: **no**)`;
      return `| ${date} | ${s.kind} | \`${s.path ?? '–'}\` | ${s.scripts} | ${s.gzipKB.toFixed(1)} KB | ${s.rawKB.toFixed(1)} KB | ${verdict}${target} |`;
    }),
  ];
  return lines.join('\n');
}

export function writeJson(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
