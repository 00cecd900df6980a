import { canonicalLocation, canonicalPath } from "./canonical-path.mjs";

const ID = "5b1c3f8e-0000-4000-8000-00000000abcd";

describe("canonical paths (security issue 51, item 2)", () => {
  it("lower-cases every uuid segment and leaves everything else alone", () => {
    expect(canonicalPath(`/program/${ID.toUpperCase()}`)).toBe(`/program/${ID}`);
    expect(canonicalPath(`/program/${ID.toUpperCase()}/claim`)).toBe(`/program/${ID}/claim`);
    expect(canonicalPath(`/api/owner/programs/${ID.toUpperCase()}/image`)).toBe(`/api/owner/programs/${ID}/image`);
    expect(canonicalPath("/States/Texas/Austin")).toBe("/States/Texas/Austin");
    expect(canonicalPath(`/x/${ID.toUpperCase()}X`)).toBe(`/x/${ID.toUpperCase()}X`);
  });

  it("redirects only a GET or HEAD of a non-canonical path, keeping the query", () => {
    expect(canonicalLocation("GET", `/program/${ID.toUpperCase()}`, "?from=map")).toBe(`/program/${ID}?from=map`);
    expect(canonicalLocation("HEAD", `/program/${ID.toUpperCase()}`, "")).toBe(`/program/${ID}`);
    expect(canonicalLocation("GET", `/program/${ID}`, "")).toBeNull();
    expect(canonicalLocation("POST", `/program/${ID.toUpperCase()}`, "")).toBeNull();
  });
});
