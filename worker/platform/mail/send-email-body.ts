// The body of `POST /api/ext/mail-service/send-email` (spec §7; vue-storefront-api's mail-service extension:
// `{sourceAddress, targetAddress, subject, text, confirmation?, emailConfig?, token?}`; ADR 035). Validated
// here, next to its only user, because it is no answer a storefront reads (bad input → 400 naming the field).
import { z } from 'zod';
import { describeInput, typeError } from '#shared/contract/envelope.ts';
import { emailSchema } from '#shared/contract/user.ts';

/** Longest subject (RFC 5322 recommends lines of 78; a subject of 200 is already unusual). */
const MAX_SUBJECT = 200;
/** Longest text or HTML body of a contact-form message. */
export const MAX_MAIL_BODY = 20_000;

const body = z
  .string({ error: typeError('a string') })
  .max(MAX_MAIL_BODY, `is too long (at most ${MAX_MAIL_BODY} characters)`)
  .optional();

export const sendEmailBodySchema = z
  .object(
    {
      sourceAddress: emailSchema,
      targetAddress: emailSchema,
      subject: z
        .string({ error: typeError('a string') })
        .trim()
        .min(1, 'is required')
        .max(MAX_SUBJECT, `is too long (at most ${MAX_SUBJECT} characters)`)
        .refine((value) => !/[\r\n]/.test(value), 'must be one line'),
      text: body,
      html: body,
      // VSF1 sends these; the platform's own transport settings decide how mail goes out.
      emailConfig: z.unknown().optional(),
      confirmation: z.boolean({ error: typeError('a boolean') }).optional(),
      token: z
        .string({ error: typeError('a string') })
        .max(256)
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'invalid_type' && issue.input !== undefined
          ? `The request body must be a JSON object {"sourceAddress", "targetAddress", "subject", "text"}, got ${describeInput(issue.input)}`
          : undefined,
    },
  )
  .refine((value) => Boolean(value.text?.trim() || value.html?.trim()), {
    message: 'is required (or html)',
    path: ['text'],
  });
