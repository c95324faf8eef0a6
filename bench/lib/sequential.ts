// Latency of one URL measured with sequential requests (one at a time). Chosen over autocannon's
// concurrent load for catalogue searches: wrangler dev runs every D1 query on one SQLite connection
// (one Durable Object), so concurrent requests only queue behind each other and p95 would measure
// the queue, not the query. Throughput is reported as 1000 / mean latency.
import { UNCACHED_HEADERS } from './targets';
import { percentile } from './percentiles';

export interface SequentialSettings {
  warmupRequests: number;
  requests: number;
  /** Stops early once this many seconds are spent (slow cases at 50x). */
  maxSeconds: number;
}

export interface SequentialMeasurement {
  requests: number;
  failures: number;
  latencyMs: { p50: number; p95: number; p99: number; mean: number };
  requestsPerSecond: number;
  /** hits.total of the last answer: how many documents the query matched. */
  total: number | null;
}

async function once(url: string): Promise<{ ms: number; ok: boolean; total: number | null }> {
  const started = performance.now();
  // The platform is measured, not the edge cache: repeats of one url would be Cache API hits (ADR 012).
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity', ...UNCACHED_HEADERS } });
  const body = (await res.json()) as { hits?: { total?: { value?: number } } };
  return { ms: performance.now() - started, ok: res.ok, total: body.hits?.total?.value ?? null };
}

export async function measureSequential(url: string, settings: SequentialSettings): Promise<SequentialMeasurement> {
  for (let i = 0; i < settings.warmupRequests; i++) await once(url);
  const latencies: number[] = [];
  let failures = 0;
  let total: number | null = null;
  const deadline = performance.now() + settings.maxSeconds * 1000;
  while (latencies.length < settings.requests && performance.now() < deadline) {
    const r = await once(url);
    latencies.push(r.ms);
    if (!r.ok) failures++;
    total = r.total;
  }
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length);
  return {
    requests: latencies.length,
    failures,
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), mean },
    requestsPerSecond: mean > 0 ? 1000 / mean : 0,
    total,
  };
}
