// Guest cart ids (contract C1: Magento's masked quote id, 32 hex characters). The id is a bearer
// credential, so it is random (WebCrypto) and only its SHA-256 is stored (migrations/0006).

import { randomHex, sha256Hex } from '#shared/domain/hex.ts';

export function newCartId(): string {
  return randomHex(16);
}

export function cartIdHash(cartId: string): Promise<string> {
  return sha256Hex(cartId);
}
