import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { LoginForm } from "@/features/admin/components/login-form";
import { base32Decode, base32Encode, hotp, matchTotpStep, totp } from "@/features/admin/totp";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }) }));

// RFC 6238 appendix B: 8-digit codes for the three reference keys.
const SHA1_KEY = Buffer.from("12345678901234567890");
const SHA256_KEY = Buffer.from("12345678901234567890123456789012");
const SHA512_KEY = Buffer.from("1234567890".repeat(6) + "1234");
const VECTORS: [number, string, string, string][] = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("matches the RFC test vectors at T=%i", (seconds, sha1, sha256, sha512) => {
    expect(totp(SHA1_KEY, seconds * 1000, 8)).toBe(sha1);
    expect(totp(SHA256_KEY, seconds * 1000, 8, "sha256")).toBe(sha256);
    expect(totp(SHA512_KEY, seconds * 1000, 8, "sha512")).toBe(sha512);
    // The 6-digit code authenticator apps show is the same number modulo 10^6.
    expect(totp(SHA1_KEY, seconds * 1000)).toBe(sha1.slice(2));
  });

  it("matches the RFC 4226 HOTP vectors", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    expected.forEach((code, counter) => expect(hotp(SHA1_KEY, counter)).toBe(code));
  });

  it("decodes and encodes base32 as authenticator apps do", () => {
    expect(base32Encode(SHA1_KEY)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq")).toEqual(SHA1_KEY);
    expect(base32Decode("MZXW6===")).toEqual(Buffer.from("foo"));
    expect(base32Decode("not base32!")).toBeNull();
    expect(base32Decode("ABC1")).toBeNull();
  });

  it("accepts the current step and one either side, nothing further or malformed", () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(SHA1_KEY, totp(SHA1_KEY, now), now)).toBe(step);
    expect(matchTotpStep(SHA1_KEY, totp(SHA1_KEY, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(SHA1_KEY, totp(SHA1_KEY, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(SHA1_KEY, totp(SHA1_KEY, now - 90_000), now)).toBeNull();
    for (const bad of ["", "12345", "1234567", "12a456", " 123456"]) expect(matchTotpStep(SHA1_KEY, bad, now)).toBeNull();
  });
});

describe("the sign-in form", () => {
  afterEach(() => jest.restoreAllMocks());

  it("asks for the password only when TOTP is off", () => {
    render(createElement(LoginForm, { next: "/manage-programs" }));
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
  });

  it("asks for the 6-digit code too when TOTP is on, and sends it with the password", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ ok: true }) });
    global.fetch = fetchMock as unknown as typeof fetch;
    render(createElement(LoginForm, { next: "/manage-programs", totp: true }));
    const code = screen.getByLabelText("Authentication code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct-horse-battery-staple" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter the 6-digit code");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: "12 34 56" } });
    expect(code).toHaveValue("123456");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ password: "correct-horse-battery-staple", code: "123456" });
  });
});
