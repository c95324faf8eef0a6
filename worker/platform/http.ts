// Envelope helpers for the platform's Hono routes (contract §0.1).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { describeZodError } from '../../shared/contract/envelope';

export function apiStatus<T>(c: Context, result: T, code: ContentfulStatusCode = 200, meta?: unknown): Response {
  const body = meta === undefined ? { code, result } : { code, result, meta };
  return c.json(body, code);
}

/** 400 with a message a developer understands (never a stack trace). */
export function badRequest(c: Context, message: string): Response {
  return apiStatus(c, message, 400);
}

export function badRequestFromZod(c: Context, error: z.ZodError): Response {
  return badRequest(c, describeZodError(error));
}
