// Guest cart ids (contract C1: Magento's masked quote id, 32 hex characters). The id is a bearer
// credential, so it is random (WebCrypto) and only its SHA-256 is stored (migrations/0006).

export function newCartId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function cartIdHash(cartId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(cartId));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
