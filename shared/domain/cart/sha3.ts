// SHA3-224 (FIPS 202) of a UTF-8 string, for the cart item checksum of contract §4.1 (VSF1 hashes with
// js-sha3's sha3_224; the browser's Web Crypto has no SHA-3 and is asynchronous). Keccak-f[1600] on 32-bit
// halves of the 64-bit lanes, so it runs in every engine without BigInt. Only what the checksum needs: one
// output size, strings in, hex out. Checked against Node's OpenSSL sha3-224 in the tests.

/** Round constants of Keccak-f[1600], high and low 32 bits. */
const ROUND_CONSTANTS = [
  0x00000000, 0x00000001, 0x00000000, 0x00008082, 0x80000000, 0x0000808a, 0x80000000, 0x80008000, 0x00000000,
  0x0000808b, 0x00000000, 0x80000001, 0x80000000, 0x80008081, 0x80000000, 0x00008009, 0x00000000, 0x0000008a,
  0x00000000, 0x00000088, 0x00000000, 0x80008009, 0x00000000, 0x8000000a, 0x00000000, 0x8000808b, 0x80000000,
  0x0000008b, 0x80000000, 0x00008089, 0x80000000, 0x00008003, 0x80000000, 0x00008002, 0x80000000, 0x00000080,
  0x00000000, 0x0000800a, 0x80000000, 0x8000000a, 0x80000000, 0x80008081, 0x80000000, 0x00008080, 0x00000000,
  0x80000001, 0x80000000, 0x80008008,
];

/** Rotation offsets of ρ, by lane index x + 5y. */
const ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

/** SHA3-224: rate 144 bytes (1152 bits), 28-byte digest. */
const RATE_BYTES = 144;
const DIGEST_BYTES = 28;

/** Lane i is state[2i] (low 32 bits) and state[2i + 1] (high 32 bits). */
function keccakF(state: Uint32Array): void {
  const c = new Uint32Array(10);
  const b = new Uint32Array(50);
  for (let round = 0; round < 24; round += 1) {
    // θ
    for (let x = 0; x < 5; x += 1) {
      c[2 * x] = state[2 * x]! ^ state[2 * x + 10]! ^ state[2 * x + 20]! ^ state[2 * x + 30]! ^ state[2 * x + 40]!;
      c[2 * x + 1] =
        state[2 * x + 1]! ^ state[2 * x + 11]! ^ state[2 * x + 21]! ^ state[2 * x + 31]! ^ state[2 * x + 41]!;
    }
    for (let x = 0; x < 5; x += 1) {
      const next = ((x + 1) % 5) * 2;
      const prev = ((x + 4) % 5) * 2;
      const lo = c[prev]! ^ ((c[next]! << 1) | (c[next + 1]! >>> 31));
      const hi = c[prev + 1]! ^ ((c[next + 1]! << 1) | (c[next]! >>> 31));
      for (let y = 0; y < 25; y += 5) {
        state[2 * (x + y)] = state[2 * (x + y)]! ^ lo;
        state[2 * (x + y) + 1] = state[2 * (x + y) + 1]! ^ hi;
      }
    }
    // ρ and π
    for (let x = 0; x < 5; x += 1) {
      for (let y = 0; y < 5; y += 1) {
        const from = x + 5 * y;
        const to = y + 5 * ((2 * x + 3 * y) % 5);
        const lo = state[2 * from]!;
        const hi = state[2 * from + 1]!;
        let r = ROTATIONS[from]!;
        let outLo = lo;
        let outHi = hi;
        if (r >= 32) {
          outLo = hi;
          outHi = lo;
          r -= 32;
        }
        if (r > 0) {
          const l = outLo;
          outLo = (outLo << r) | (outHi >>> (32 - r));
          outHi = (outHi << r) | (l >>> (32 - r));
        }
        b[2 * to] = outLo;
        b[2 * to + 1] = outHi;
      }
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x += 1) {
        const i = 2 * (x + y);
        const i1 = 2 * (((x + 1) % 5) + y);
        const i2 = 2 * (((x + 2) % 5) + y);
        state[i] = b[i]! ^ (~b[i1]! & b[i2]!);
        state[i + 1] = b[i + 1]! ^ (~b[i1 + 1]! & b[i2 + 1]!);
      }
    }
    // ι
    state[1] = state[1]! ^ ROUND_CONSTANTS[2 * round]!;
    state[0] = state[0]! ^ ROUND_CONSTANTS[2 * round + 1]!;
  }
}

export function sha3_224(text: string): string {
  const bytes = new TextEncoder().encode(text);
  // Padding of SHA-3: 0x06 … 0x80 to a whole number of blocks.
  const length = (Math.floor(bytes.length / RATE_BYTES) + 1) * RATE_BYTES;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  padded[bytes.length] = padded[bytes.length]! ^ 0x06;
  padded[length - 1] = padded[length - 1]! ^ 0x80;

  const state = new Uint32Array(50);
  for (let block = 0; block < length; block += RATE_BYTES) {
    for (let i = 0; i < RATE_BYTES / 4; i += 1) {
      const at = block + 4 * i;
      state[i] = state[i]! ^ (padded[at]! | (padded[at + 1]! << 8) | (padded[at + 2]! << 16) | (padded[at + 3]! << 24));
    }
    keccakF(state);
  }
  let hex = '';
  for (let i = 0; i < DIGEST_BYTES; i += 1) {
    hex += ((state[i >> 2]! >>> ((i & 3) * 8)) & 0xff).toString(16).padStart(2, '0');
  }
  return hex;
}
