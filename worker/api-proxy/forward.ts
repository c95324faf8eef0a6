// Forwarding of one prepared API request (ADR 012): to API_UPSTREAM (a remote vue-storefront-api) when
// set, in-process to the embedded platform otherwise. Whatever goes wrong becomes an envelope, never a
// crash: upstream unreachable → 502, slower than API_TIMEOUT_MS (spec §9: 1000 ms server side) → 504,
// an answer that is not JSON → 502 'Error with response - bad content-type!' (spec §8). The embedded
// platform is the worker's one instance, handed in by the caller (ADR 018).
import type { Env } from '#worker/env.ts';
import { logError, logWarn } from '#worker/log.ts';
import type { PlatformApp } from '#worker/platform/index.ts';
import { apiEnvelope, BAD_CONTENT_TYPE } from './envelope';

export const DEFAULT_TIMEOUT_MS = 1000;
const WHERE = 'api-proxy';

/** Headers never sent upstream (hop-by-hop, the edge's own, the shopper's cookies). */
const NOT_FORWARDED = [
  'host',
  'cookie',
  'connection',
  'content-length',
  'accept-encoding',
  'cf-connecting-ip',
  'cf-ray',
  'cf-visitor',
  'cf-ipcountry',
];
/** Headers of a buffered upstream answer that no longer describe it. */
const NOT_RETURNED = ['content-length', 'content-encoding', 'transfer-encoding', 'connection'];

function isJsonAnswer(response: Response): boolean {
  if (response.status === 204 || response.status === 304) return true;
  const type = response.headers.get('content-type') ?? '';
  return /application\/([\w.+-]*\+)?json/i.test(type);
}

export function timeoutOf(env: Pick<Env, 'API_TIMEOUT_MS'>): number {
  const ms = Number(env.API_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;
}

async function toRemote(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const target = `${env.API_UPSTREAM.replace(/\/+$/, '')}${url.pathname}${url.search}`;
  const headers = new Headers(request.headers);
  for (const h of NOT_FORWARDED) headers.delete(h);
  const clientIp = request.headers.get('cf-connecting-ip');
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  headers.set('x-forwarded-host', url.host);

  const timeoutMs = timeoutOf(env);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      signal: controller.signal,
    });
    // The timeout covers the whole answer, body included: read it before the timer stops.
    const body = request.method === 'HEAD' ? null : await answer.arrayBuffer();
    if (!isJsonAnswer(answer)) {
      logWarn(WHERE, BAD_CONTENT_TYPE, {
        target: url.pathname,
        status: answer.status,
        contentType: answer.headers.get('content-type'),
      });
      return apiEnvelope(502, BAD_CONTENT_TYPE);
    }
    const out = new Headers(answer.headers);
    for (const h of NOT_RETURNED) out.delete(h);
    return new Response(body, { status: answer.status, headers: out });
  } catch (error) {
    if (controller.signal.aborted) {
      logWarn(WHERE, 'upstream timeout', { target: url.pathname, timeoutMs });
      return apiEnvelope(504, `Upstream API did not answer within ${timeoutMs} ms`);
    }
    logError(`${WHERE}: upstream unreachable`, error, { target: url.pathname });
    return apiEnvelope(502, 'Upstream API is unreachable');
  } finally {
    clearTimeout(timer);
  }
}

async function toPlatform(request: Request, env: Env, ctx: ExecutionContext, platform: PlatformApp): Promise<Response> {
  try {
    const answer = await platform.fetch(request, env, ctx);
    if (!isJsonAnswer(answer)) return apiEnvelope(502, BAD_CONTENT_TYPE);
    return answer;
  } catch (error) {
    logError(`${WHERE}: embedded platform failed`, error);
    return apiEnvelope(502, 'Embedded API failed');
  }
}

/**
 * One prepared request to the API. The embedded platform has no timeout here: it runs in this
 * isolate on D1, where a timer would only race the same work (its own limits are the platform's).
 */
export function forwardApiRequest(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  platform: PlatformApp,
): Promise<Response> {
  return env.API_UPSTREAM ? toRemote(request, env) : toPlatform(request, env, ctx, platform);
}
