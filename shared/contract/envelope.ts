// The vue-storefront-api envelope (contract §0.1): HTTP status equals body `code`, JSON always.
import { z } from 'zod';

export interface ApiEnvelope<T> {
  code: number;
  result: T;
  meta?: unknown;
}

export const errorEnvelopeSchema = z.object({ code: z.number().int(), result: z.string() });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * One readable line from a zod error: `size: must be at most 999; sort: unknown field "x"`.
 * Used for every 400 so a developer sees what to change, never a stack trace.
 */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
