import { homeSearchPath, programIdOfPath, recalledSearch, rememberSearch } from "@/features/programs/search-return";

const ID = "7d3c0b1e-2f4a-4c55-9b1e-1a2b3c4d5e6f";

describe("the search a program page returns to (issue 49, item 4)", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the home search exactly, query, filters, sort, radius and page", () => {
    const search = "/?q=43215&radius=100&sort=rating&page=2&telehealth=true";
    rememberSearch(ID, search);
    expect(recalledSearch(ID)).toBe(search);
    expect(recalledSearch("another-program")).toBe("/");
  });

  it("goes home without a stored search", () => {
    expect(recalledSearch(ID)).toBe("/");
  });

  it.each([
    "//evil.example/?q=1",
    "/\\evil.example",
    "https://evil.example/?q=1",
    "javascript:alert(1)",
    " /?q=1",
    "/program/abc",
    "/admin?q=1",
    "/?q=a\nb",
    "",
    `/?q=${"a".repeat(2100)}`,
  ])("refuses %j: never another site, a script, or another page", (value) => {
    expect(homeSearchPath(value)).toBeNull();
    sessionStorage.setItem(`search-return:${ID}`, value);
    expect(recalledSearch(ID)).toBe("/");
  });

  it("drops a fragment and keeps the query as the browser wrote it", () => {
    expect(homeSearchPath("/?q=cleveland%20oh#results")).toBe("/?q=cleveland%20oh");
    expect(homeSearchPath("/")).toBe("/");
    expect(homeSearchPath(42)).toBeNull();
  });

  it("reads a program id from a program link, and nothing from other links", () => {
    expect(programIdOfPath(`/program/${ID}`)).toBe(ID);
    expect(programIdOfPath(`/program/${ID}/claim`)).toBeNull();
    expect(programIdOfPath("/states/ohio")).toBeNull();
  });

  it("goes home when the storage cannot be read", () => {
    rememberSearch(ID, "/?q=ohio");
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(recalledSearch(ID)).toBe("/");
    spy.mockRestore();
  });
});
