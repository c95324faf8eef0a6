// One autocannon measurement of one URL. Latencies are taken from autocannon's per-response event so that
// p95 is exact (autocannon's own summary has p50/p97.5/p99 but no p95).
import autocannon from 'autocannon';
import { percentile } from './percentiles';

export interface LoadSettings {
  durationS: number;
  warmupS: number;
  connections: number;
  gzip: boolean;
}

export interface Measurement {
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number };
  bytesPerRequest: number;
  responses: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/**
 * Uncompressed by default: under wrangler dev miniflare gzips text responses on every request (tooling
 * note G6), which the edge does not do for cached assets. Measured here on the 385 kB client entry:
 * 268 req/s uncompressed against 59 req/s with `accept-encoding: gzip`, so gzip would make the static
 * baseline measure miniflare's compressor. `--gzip` asks like a browser when that cost is the question.
 */
function requestHeaders(gzip: boolean): Record<string, string> {
  return { accept: 'text/html,application/xhtml+xml,*/*', 'accept-encoding': gzip ? 'gzip, br' : 'identity' };
}

export async function measure(
  url: string,
  settings: LoadSettings,
  extraHeaders: Record<string, string> = {},
): Promise<Measurement> {
  const headers = { ...requestHeaders(settings.gzip), ...extraHeaders };
  if (settings.warmupS > 0) await load(url, settings.warmupS, settings.connections, headers);
  return load(url, settings.durationS, settings.connections, headers);
}

async function load(
  url: string,
  durationS: number,
  connections: number,
  headers: Record<string, string>,
): Promise<Measurement> {
  const latencies: number[] = [];
  let bytes = 0;
  const run = autocannon({ url, connections, duration: durationS, headers, timeout: 10 });
  run.on('response', (_client, _statusCode, responseBytes, responseTimeMs) => {
    latencies.push(responseTimeMs);
    bytes += responseBytes;
  });
  const result = await run;
  latencies.sort((a, b) => a - b);
  const responses = latencies.length;
  return {
    requestsPerSecond: responses / result.duration,
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) },
    bytesPerRequest: responses ? bytes / responses : 0,
    responses,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
}
