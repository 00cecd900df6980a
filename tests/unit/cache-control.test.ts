import { pageCacheControl, PRIVATE, PUBLIC_PAGE } from "@/lib/cache-control";

describe("pageCacheControl", () => {
  it.each(["/", "/program/5b1c3f8e-0000-4000-8000-000000000000", "/states/texas", "/chelation-guide", "/detox-guide", "/privacy-policy", "/about", "/contact"])(
    "lets a CDN keep %s briefly",
    (path) => {
      expect(pageCacheControl(path, "", null)).toBe(PUBLIC_PAGE);
    },
  );

  it.each(["/admin/login", "/manage-programs", "/import-data", "/add-business", "/program/x/edit", "/states"])("keeps %s private", (path) => {
    expect(pageCacheControl(path, "", null)).toBe(PRIVATE);
  });

  it("keeps a search on the home page private", () => {
    expect(pageCacheControl("/", "?q=lead", null)).toBe(PRIVATE);
  });

  it("keeps every page private for a visitor with an admin session", () => {
    expect(pageCacheControl("/program/abc", "", "theme=dark; __Host-detox_admin=token")).toBe(PRIVATE);
    expect(pageCacheControl("/", "", "detox_admin=token")).toBe(PRIVATE);
    expect(pageCacheControl("/", "", "not_detox_admin=1")).toBe(PUBLIC_PAGE);
    expect(pageCacheControl("/program/abc", "", "detox_owner=token")).toBe(PRIVATE);
  });

  it("never lets a browser keep a public page (max-age=0), only a shared cache", () => {
    expect(PUBLIC_PAGE).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });
});
