// Error answers of the proxy in the API's envelope (contract §0.1: HTTP status = body `code`).
export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';

export function apiEnvelope(code: number, result: unknown): Response {
  return Response.json({ code, result }, { status: code, headers: { 'cache-control': 'no-store' } });
}
