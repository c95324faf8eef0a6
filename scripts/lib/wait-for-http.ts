// Polls a URL until it answers 200: the readiness check of a freshly started server.
import { setTimeout as sleep } from 'node:timers/promises';

export async function waitForHttpOk(
  url: string,
  options: { timeoutMs: number; intervalMs?: number; stillStarting?: () => string | null },
): Promise<number> {
  const startedAt = performance.now();
  const deadline = Date.now() + options.timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    // Fail fast when the server process has already died instead of waiting for the full timeout.
    const died = options.stillStarting?.();
    if (died) throw new Error(`the server process ended (${died}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - startedAt;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await sleep(options.intervalMs ?? 250);
  }
  throw new Error(`${url} did not answer 200 within ${options.timeoutMs / 1000} s (last: ${lastProblem})`);
}
