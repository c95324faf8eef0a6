// What the durable queue needs from the session, set by the app once it knows it (issue 15, ADR 040): the
// customer's token, the server cart's id and the token refresh through the session's lock. Its own tiny module so
// that the session (loaded on every page) sets it without loading the queue's code.

export interface QueueSession {
  token: () => string | null;
  cartId: () => string | null;
  refreshToken?: () => Promise<boolean>;
}

let session: QueueSession = { token: () => null, cartId: () => null };

export function configureQueue(options: Partial<QueueSession>): void {
  session = { ...session, ...options };
}

export function queueSession(): QueueSession {
  return session;
}
