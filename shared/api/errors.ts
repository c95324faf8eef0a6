// The API client's errors (./client.ts): an answer that is not 2xx keeps the envelope's `result` and `meta`; a 2xx
// answer that does not match its contract schema is an ApiContractError. Apart from the request code, so the
// browser's first load, which only checks an error's kind, does not bring that code along.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly result: unknown,
    readonly url: string,
    /** The envelope's `meta`, e.g. the skus of a refused order (ADR 031). */
    readonly meta?: unknown,
  ) {
    super(`API ${status} for ${url}: ${typeof result === 'string' ? result : JSON.stringify(result)}`);
    this.name = 'ApiError';
  }
}

/** A 2xx answer whose body does not match the contract schema the caller gave. */
export class ApiContractError extends ApiError {
  constructor(status: number, message: string, url: string) {
    super(status, `The answer does not match the contract: ${message}`, url);
    this.name = 'ApiContractError';
  }
}
