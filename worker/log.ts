// The one log of the edge worker and its embedded platform (ADR 018): a JSON line per event, so a log search
// can filter on `where` and `requestId`. It writes only what it is given: an error's message and stack and
// the caller's own fields. Never a request's headers, body or url (the user token and the purge key travel
// there), and a credential that slipped into an error message (a Bearer value, a `token=` or `key=` in a
// url) is masked before the line is written.

/** Extra fields of a line: short scalars only (a request id, a path, a status), never a request or a body. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

const MASK = '[redacted]';
/** Where a credential can hide in an error text: an Authorization value or a token/key url parameter. */
const CREDENTIALS: ReadonlyArray<[RegExp, string]> = [
  [/\b(Bearer\s+)[^\s"',;]+/gi, `$1${MASK}`],
  [/([?&](?:token|key)=)[^&#\s"']+/gi, `$1${MASK}`],
];

/** The text with every credential-looking part masked. */
export function redact(text: string): string {
  return CREDENTIALS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return { message: redact(error.message), ...(error.stack ? { stack: redact(error.stack) } : {}) };
  return { message: redact(String(error)) };
}

/** An error: `where` names the step that failed (`loader`, `page-cache.store`, `platform`...). */
export function logError(where: string, error: unknown, fields: LogFields = {}): void {
  console.error(JSON.stringify({ level: 'error', ...fields, where, ...describe(error) }));
}

/** Something handled that an operator may want to see (an upstream timeout, a non-JSON answer). */
export function logWarn(where: string, message: string, fields: LogFields = {}): void {
  console.warn(JSON.stringify({ level: 'warn', ...fields, where, message: redact(message) }));
}
