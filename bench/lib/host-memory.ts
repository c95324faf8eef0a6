// What the host charges for fresh memory: the first write to each 4 KB page of a newly mapped buffer (one page
// fault each). Printed and recorded by `npm run bench:lighthouse` beside Lighthouse's own `benchmarkIndex`
// (bench/README.md "Lighthouse", ADR 054): the index is a pure JavaScript loop over a small, reused heap, so it
// cannot see this cost, while a page load in a fresh Chromium (every Lighthouse run) touches fresh memory in every
// task — the renderer's heap, the layout tree, the trace buffers — and simulated throttling multiplies what it took
// by 4. On session 20's host (a Firecracker micro-VM with shadow paging, `pti=on`) a fault cost ~11 µs; a native
// machine or a hardware-virtualised VM pays 0.1-0.5 µs.
import { medianOfKnown } from './percentiles';

const PAGE_BYTES = 4096;
/** Larger than glibc's largest mmap threshold (32 MiB), so every buffer is a fresh mapping, never reused heap. */
const BUFFER_BYTES = 64 * 1024 * 1024;
const SAMPLES = 3;
/**
 * Above this a host's page faults are far beyond any phone's (a native fault with zeroing is ≤ 0.5 µs even on a
 * slow ARM core): Lighthouse's TBT on such a host measures the host more than the page.
 */
export const SLOW_FAULT_NS = 2000;
/** A native page fault with zeroing on a current x86 core, for the comparison in the warning. */
const NATIVE_FAULT_NS = 500;

export interface HostMemoryCost {
  /** Median nanoseconds of the first write to a 4 KB page of fresh memory (a page fault). */
  firstTouchNsPerPage: number;
  /** Median nanoseconds of a second write to the same pages (no fault): the loop's own cost, for comparison. */
  retouchNsPerPage: number;
}

/**
 * Measures the host's cost of fresh memory: 3 × 16,384 faults, ~0.02 s on a native machine, ~0.6 s where a fault
 * costs ~11 µs.
 */
export function measureHostMemoryCost(): HostMemoryCost {
  const first: number[] = [];
  const again: number[] = [];
  const pages = BUFFER_BYTES / PAGE_BYTES;
  for (let sample = 0; sample < SAMPLES; sample++) {
    const buffer = Buffer.allocUnsafeSlow(BUFFER_BYTES);
    const start = process.hrtime.bigint();
    for (let offset = 0; offset < BUFFER_BYTES; offset += PAGE_BYTES) buffer[offset] = 1;
    const touched = process.hrtime.bigint();
    for (let offset = 0; offset < BUFFER_BYTES; offset += PAGE_BYTES) buffer[offset] = 2;
    const retouched = process.hrtime.bigint();
    first.push(Number(touched - start) / pages);
    again.push(Number(retouched - touched) / pages);
  }
  return {
    firstTouchNsPerPage: medianOfKnown(first) ?? Number.NaN,
    retouchNsPerPage: medianOfKnown(again) ?? Number.NaN,
  };
}

/**
 * One line for the benchmark's output; a warning when the host's faults are slow.
 *
 * @example
 * describeHostMemoryCost({ firstTouchNsPerPage: 11400, retouchNsPerPage: 30 })
 * // 'fresh memory: 11.4 µs per 4 KB page on first touch (0.03 µs after) — WARNING: ~23× a native host's …'
 */
export function describeHostMemoryCost(cost: HostMemoryCost): string {
  const line =
    `fresh memory: ${(cost.firstTouchNsPerPage / 1000).toFixed(1)} µs per 4 KB page on first touch ` +
    `(${(cost.retouchNsPerPage / 1000).toFixed(2)} µs after)`;
  if (!(cost.firstTouchNsPerPage > SLOW_FAULT_NS)) return line;
  const times = Math.round(cost.firstTouchNsPerPage / NATIVE_FAULT_NS);
  return (
    `${line} — WARNING: ~${times}× a native host's page fault (${NATIVE_FAULT_NS / 1000} µs). Every Lighthouse run ` +
    'starts a fresh Chromium whose tasks touch fresh memory, and simulated throttling multiplies their time by 4: ' +
    'TBT and the score here follow the host (ADR 054)'
  );
}
