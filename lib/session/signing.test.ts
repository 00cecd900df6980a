/** @jest-environment node */
import { safeEqual, signToken, verifyToken } from "@/lib/session/signing";

describe("signed tokens", () => {
  const key = "k".repeat(32);
  it("verifies its own tokens until they expire", () => {
    const now = 1_700_000_000_000;
    const token = signToken(key, "abc", 1000, now);
    expect(verifyToken(key, token, now + 999)).toBe("abc");
    expect(verifyToken(key, token, now + 1000)).toBeNull();
  });

  it("refuses tampered payloads, expiry, signatures and other keys", () => {
    const token = signToken(key, "abc", 60_000);
    const [payload, expires, sig] = token.split(".") as [string, string, string];
    expect(verifyToken(key, `abd.${expires}.${sig}`)).toBeNull();
    expect(verifyToken(key, `${payload}.${Number(expires) + 1}.${sig}`)).toBeNull();
    expect(verifyToken(key, `${payload}.${expires}.${sig.slice(0, -1)}x`)).toBeNull();
    expect(verifyToken("other".repeat(8), token)).toBeNull();
    expect(verifyToken(key, "abc")).toBeNull();
    expect(verifyToken(key, "")).toBeNull();
  });

  it("compares strings exactly", () => {
    expect(safeEqual("secret", "secret")).toBe(true);
    expect(safeEqual("secret", "secreT")).toBe(false);
    expect(safeEqual("secret", "secret ")).toBe(false);
  });
});
