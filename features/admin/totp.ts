import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * TOTP (RFC 6238) with the defaults every authenticator app uses: HMAC-SHA1, 30 s steps, 6 digits.
 * Pure functions; which time steps were already used is kept in the database by `features/admin/totp-store.ts`.
 *
 * Why ours and not `otpauth` (checked against otpauth 9.5.2, dist/otpauth.node.mjs, HOTP.validate):
 * otpauth stops at the first step that matches (now, then -1, then +1), so the time taken tells which
 * step matched; matchTotpStep below compares every step of the window with timingSafeEqual. The rest is
 * RFC 6238 in 40 lines on node:crypto, tested against the RFC's own vectors (features/admin/totp.test.ts).
 */
export const TOTP_STEP_SECONDS = 30;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Decodes RFC 4648 base32 (case, spaces and padding ignored); null when it holds other characters. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** HOTP (RFC 4226) of one counter value. */
export function hotp(key: Buffer, counter: number, digits = 6, algorithm: "sha1" | "sha256" | "sha512" = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, "0");
}

export const timeStep = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

export function totp(key: Buffer, nowMs: number, digits = 6, algorithm: "sha1" | "sha256" | "sha512" = "sha1"): string {
  return hotp(key, timeStep(nowMs), digits, algorithm);
}

/**
 * The time step a 6-digit code belongs to, looking one step either side of now for clock drift;
 * null when it matches none. The caller must still refuse a step it has already accepted.
 */
export function matchTotpStep(key: Buffer, code: string, nowMs: number, window = 1): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = timeStep(nowMs);
  let found: number | null = null;
  // Check every step in the window (no early exit) so timing does not tell which one matched.
  for (let step = now - window; step <= now + window; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && found === null) found = step;
  }
  return found;
}
