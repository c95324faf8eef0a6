// Turning measurements into the console table, the Markdown table for bench/README.md, and latest.json.
import fs from 'node:fs';
import path from 'node:path';
import type { Measurement } from './measure';
import type { Target } from './targets';

export interface TargetResult {
  target: Target;
  measurement: Measurement | null;
}

export interface Row {
  target: string;
  path: string;
  rps: string;
  p50: string;
  p95: string;
  p99: string;
  bytesPerRequest: string;
  errorsNon2xx: string;
  rpsVsStatic: string;
  p50VsStatic: string;
}

const HEADINGS: Record<keyof Row, string> = {
  target: 'target',
  path: 'path',
  rps: 'req/s',
  p50: 'p50 ms',
  p95: 'p95 ms',
  p99: 'p99 ms',
  bytesPerRequest: 'bytes/req',
  errorsNon2xx: 'errors/non-2xx',
  rpsVsStatic: 'rps vs static',
  p50VsStatic: 'p50 vs static',
};

/** Errors, non-2xx answers, or no answer at all within the run (autocannon counts unfinished requests nowhere). */
export function hasFailures(measurement: Measurement): boolean {
  return measurement.errors > 0 || measurement.non2xx > 0 || measurement.responses === 0;
}

export function toRows(results: readonly TargetResult[]): Row[] {
  const baseline = results.find((r) => r.target.id === 'a')?.measurement ?? null;
  return results.map(({ target, measurement: m }) => {
    if (!m) {
      // The reason is printed as a warning under the table; the row only says that nothing was measured.
      return { ...emptyRow(), target: target.name, path: target.path ?? '–', rps: 'not measured' };
    }
    return {
      target: target.name,
      path: shorten(target.path ?? ''),
      rps: m.requestsPerSecond.toFixed(0),
      p50: milliseconds(m.latencyMs.p50),
      p95: milliseconds(m.latencyMs.p95),
      p99: milliseconds(m.latencyMs.p99),
      bytesPerRequest: m.bytesPerRequest.toFixed(0),
      errorsNon2xx: `${m.errors}/${m.non2xx}${hasFailures(m) ? ' ‼' : ''}`,
      rpsVsStatic: baseline ? ratio(m.requestsPerSecond, baseline.requestsPerSecond) : 'n/a',
      p50VsStatic: baseline ? ratio(m.latencyMs.p50, baseline.latencyMs.p50) : 'n/a',
    };
  });
}

export function consoleTable(rows: readonly Row[]): string {
  const keys = Object.keys(HEADINGS) as (keyof Row)[];
  const widths = keys.map((key) => Math.max(HEADINGS[key].length, ...rows.map((row) => row[key].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [
    line(keys.map((key) => HEADINGS[key])),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(keys.map((key) => row[key]))),
  ].join('\n');
}

export function markdownTable(rows: readonly Row[]): string {
  const keys = Object.keys(HEADINGS) as (keyof Row)[];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(keys.map((key) => HEADINGS[key])),
    line(keys.map(() => '---')),
    ...rows.map((row) => line(keys.map((key) => row[key].replace(/\|/g, '\\|')))),
  ].join('\n');
}

/** "home: 0.21x rps of static, 4.80x p50 latency of static" lines. */
export function ratioSummary(results: readonly TargetResult[]): string[] {
  const baseline = results.find((r) => r.target.id === 'a')?.measurement;
  if (!baseline) return ['(no static baseline measured, so no ratios)'];
  return results
    .filter((r) => r.target.id !== 'a' && r.measurement)
    .map(({ target, measurement }) => {
      const m = measurement as Measurement;
      const rps = ratio(m.requestsPerSecond, baseline.requestsPerSecond);
      const p50 = ratio(m.latencyMs.p50, baseline.latencyMs.p50);
      const line = `${target.name}: ${rps} rps of static, ${p50} p50 latency of static`;
      if (!target.cached) return line;
      // Issue 4: a cached page within 1.3x the cost of the static asset (cost = time per request at the same load).
      const cost = baseline.requestsPerSecond / m.requestsPerSecond;
      return `${line}; cost ${cost.toFixed(2)}x of static (target ≤ 1.30x: ${cost <= 1.3 ? 'met' : 'NOT met'})`;
    });
}

export function writeJson(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

function milliseconds(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '–';
}

function ratio(value: number, baseline: number): string {
  const quotient = value / baseline;
  return Number.isFinite(quotient) && value > 0 ? `${quotient.toFixed(2)}x` : '–';
}

function emptyRow(): Row {
  const dash = '–';
  return {
    target: dash,
    path: dash,
    rps: dash,
    p50: dash,
    p95: dash,
    p99: dash,
    bytesPerRequest: dash,
    errorsNon2xx: dash,
    rpsVsStatic: dash,
    p50VsStatic: dash,
  };
}

/** Hashed asset paths are long; the table only needs to show which file it was. */
function shorten(urlPath: string): string {
  return urlPath.length > 40 ? `${urlPath.slice(0, 37)}...` : urlPath;
}
