// Envelope helpers for the platform's Hono routes (contract §0.1).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { describeZodError } from '#shared/contract/envelope.ts';

export function apiStatus<T>(c: Context, result: T, code: ContentfulStatusCode = 200, meta?: unknown): Response {
  const body = meta === undefined ? { code, result } : { code, result, meta };
  return c.json(body, code);
}

/** 405 with the `Allow` header RFC 9110 §15.5.6 requires (the fuzz suite found 405s without it). */
export function methodNotAllowed(c: Context, message: string, allow: string): Response {
  c.header('allow', allow);
  return apiStatus(c, message, 405);
}

/** 400 with a message a developer understands (never a stack trace). */
export function badRequest(c: Context, message: string): Response {
  return apiStatus(c, message, 400);
}

export function badRequestFromZod(c: Context, error: z.ZodError): Response {
  return badRequest(c, describeZodError(error));
}

/**
 * A request body as JSON: an empty body is `{}` (VSF sends none on some POSTs); unparseable JSON is the
 * 400 answer 'Malformed JSON in the request body'.
 */
export async function readJsonBody(
  c: Context,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: badRequest(c, 'Malformed JSON in the request body') };
  }
}
