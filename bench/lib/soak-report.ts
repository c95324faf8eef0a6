// The soak's report (issue 8): per phase the normal traffic's requests, errors and p50/p95/p99 (per kind and
// all together), the hostile stream's answers by status, the recovery check, and the verdict against the
// target: 0 errors, and the hostile stream moves the normal p99 by less than 20 %.
import { hostileErrors, HOSTILE_TIMEOUT_MS, type HostileCount, type HostileRequest } from './soak-hostile';
import { percentile } from './percentiles';
import { mergedLatencies, NORMAL_TIMEOUT_S, summarize, type KindResult } from './soak-normal';
import { RECOVERY_MAX_MS, type RecoveryCheck } from './soak-recovery';

export interface PhaseResult {
  name: string;
  normal: KindResult[];
  /** Null in the phase without hostile traffic. */
  hostile: HostileCount[] | null;
}

/** The hostile stream may raise the normal p99 by less than this factor (issue 8). */
export const MAX_P99_RATIO = 1.2;

export interface Verdict {
  pass: boolean;
  p99Ratio: number;
  reasons: string[];
}

/** Errors of normal traffic: connection errors and timeouts (autocannon counts timeouts among errors), and every non-2xx. */
function normalErrors(k: KindResult): number {
  return k.errors + k.non2xx;
}

export function phaseTotals(phase: PhaseResult) {
  const latency = summarize(mergedLatencies(phase.normal));
  const normal = phase.normal.reduce((s, k) => s + normalErrors(k), 0);
  const hostile = (phase.hostile ?? []).reduce((s, h) => s + hostileErrors(h), 0);
  const durationS = Math.max(...phase.normal.map((k) => k.durationS));
  return {
    ...latency,
    requestsPerS: latency.responses / durationS,
    hostileSent: (phase.hostile ?? []).reduce((s, h) => s + h.sent, 0),
    normalErrors: normal,
    timeouts: phase.normal.reduce((s, k) => s + k.timeouts, 0),
    hostileErrors: hostile,
    errors: normal + hostile,
  };
}

export function verdict(alone: PhaseResult, withHostile: PhaseResult, recovery: RecoveryCheck[]): Verdict {
  const a = phaseTotals(alone);
  const h = phaseTotals(withHostile);
  const p99Ratio = h.p99 / a.p99;
  const reasons: string[] = [];
  for (const [phase, totals] of [
    [alone, a],
    [withHostile, h],
  ] as const) {
    if (totals.errors > 0)
      reasons.push(
        `${phase.name}: ${totals.errors} errors (normal ${totals.normalErrors}, of which ${totals.timeouts} timeouts > ${NORMAL_TIMEOUT_S} s; hostile ${totals.hostileErrors})`,
      );
    for (const k of phase.normal)
      if (k.latencies.length === 0) reasons.push(`${phase.name}: ${k.kind} got no answer at all`);
  }
  if (!(p99Ratio < MAX_P99_RATIO))
    reasons.push(
      `normal p99 in "${withHostile.name}" is ${ratio(p99Ratio)} of p99 alone (target < ${ratio(MAX_P99_RATIO)})`,
    );
  const failedChecks = recovery.filter((c) => !c.ok);
  if (failedChecks.length > 0)
    reasons.push(
      `recovery: ${failedChecks.map((c) => `${c.name} ${c.status ?? c.failure} in ${c.ms.toFixed(0)} ms`).join(', ')}`,
    );
  return { pass: reasons.length === 0, p99Ratio, reasons };
}

export function kindTable(phase: PhaseResult): string {
  const head = [
    'kind',
    'conns',
    'answers',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'conn errors',
    'timeouts',
    'non-2xx',
    'statuses',
  ];
  const rows = phase.normal.map((k) => {
    const s = summarize(k.latencies);
    return [
      k.kind,
      String(k.connections),
      String(s.responses),
      (s.responses / k.durationS).toFixed(0),
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      String(k.errors - k.timeouts),
      String(k.timeouts),
      String(k.non2xx),
      statuses(k.statusCodes),
    ];
  });
  const t = phaseTotals(phase);
  const conns = phase.normal.reduce((s, k) => s + k.connections, 0);
  const errors = phase.normal.reduce((s, k) => s + k.errors - k.timeouts, 0);
  const non2xx = phase.normal.reduce((s, k) => s + k.non2xx, 0);
  rows.push([
    'all',
    String(conns),
    String(t.responses),
    t.requestsPerS.toFixed(0),
    ms(t.p50),
    ms(t.p95),
    ms(t.p99),
    String(errors),
    String(t.timeouts),
    String(non2xx),
    '',
  ]);
  return markdown(head, rows);
}

export function hostileTable(counts: readonly HostileCount[]): string {
  const head = [
    'hostile request',
    'sent',
    'answers by status',
    `timeouts (> ${HOSTILE_TIMEOUT_MS / 1000} s)`,
    'conn errors',
    'p50 ms',
    'max ms',
    'errors',
  ];
  const rows = counts.map((c) => {
    const sorted = [...c.ms].sort((a, b) => a - b);
    return [
      c.id,
      String(c.sent),
      statuses(c.statuses) || '–',
      String(c.timeouts),
      String(c.connectionErrors),
      ms(percentile(sorted, 50)),
      ms(sorted.at(-1) ?? Number.NaN),
      String(hostileErrors(c)),
    ];
  });
  const sum = (f: (c: HostileCount) => number) => String(counts.reduce((s, c) => s + f(c), 0));
  const byStatus: Record<string, number> = {};
  for (const c of counts)
    for (const [status, n] of Object.entries(c.statuses)) byStatus[status] = (byStatus[status] ?? 0) + n;
  rows.push([
    'all',
    sum((c) => c.sent),
    statuses(byStatus),
    sum((c) => c.timeouts),
    sum((c) => c.connectionErrors),
    '',
    '',
    sum(hostileErrors),
  ]);
  return markdown(head, rows);
}

/** What each id of the hostile table is. */
export function hostileLegend(requests: readonly HostileRequest[]): string[] {
  return requests.map((r) => `${r.id}: ${r.what}`);
}

export function summaryTable(alone: PhaseResult, withHostile: PhaseResult): string {
  const head = [
    'phase',
    'normal answers',
    'req/s',
    'hostile sent',
    'errors (normal + hostile)',
    'p50 ms',
    'p95 ms',
    'p99 ms',
  ];
  const rows = [alone, withHostile].map((phase) => {
    const t = phaseTotals(phase);
    return [
      phase.name,
      String(t.responses),
      t.requestsPerS.toFixed(0),
      phase.hostile ? String(t.hostileSent) : '–',
      `${t.errors} (${t.normalErrors} + ${t.hostileErrors})`,
      ms(t.p50),
      ms(t.p95),
      ms(t.p99),
    ];
  });
  return markdown(head, rows);
}

export function recoveryLines(checks: readonly RecoveryCheck[]): string[] {
  return checks.map(
    (c) =>
      `${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.status ?? c.failure} in ${c.ms.toFixed(0)} ms${c.ok ? '' : ` (wanted 2xx within ${RECOVERY_MAX_MS} ms)`}`,
  );
}

export function verdictLines(v: Verdict, recovery: readonly RecoveryCheck[]): string[] {
  const okChecks = recovery.filter((c) => c.ok).length;
  return [
    `p99 of phase 2 / p99 of phase 1: ${ratio(v.p99Ratio)} (target < ${ratio(MAX_P99_RATIO)})`,
    `recovery: ${okChecks}/${recovery.length} normal requests answered 2xx within ${RECOVERY_MAX_MS} ms`,
    v.pass
      ? 'PASS: 0 errors, p99 moved by less than 20 %, the server answers normally afterwards'
      : `FAIL:\n${v.reasons.map((r) => `  - ${r}`).join('\n')}`,
  ];
}

function statuses(codes: Record<string, number>): string {
  return Object.entries(codes)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
}

function markdown(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '–';
}

function ratio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}x` : '–';
}
