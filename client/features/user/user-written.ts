// When the user's state is on the device (ADR 035, ADR 038): ./persistence.browser.ts records each write of the
// signed-in customer to IndexedDB here, and ./login.ts awaits them before a login counts as done. A changed
// password ends every session and logs in again, so the new tokens must be saved before the shopper can leave,
// or the next page starts with dead ones and logs out. Without persistence (the server, tests) it resolves at
// once.

/** The writes started so far, settled together (a failed write is reported where it happened). */
let lastWrite: Promise<unknown> = Promise.resolve();

export function recordUserWrite(write: Promise<unknown>): void {
  lastWrite = Promise.allSettled([lastWrite, write]);
}

/** Resolves when IndexedDB has every change of the user's state made so far. */
export async function userWritten(): Promise<void> {
  await lastWrite;
}
