import { messagesFor } from "@/lib/i18n/messages";
import { effectiveSort, EMPTY_SEARCH, activeFilterCount, parseSearchState, searchHref, serializeSearchState } from "./parse-search-url";

describe("effectiveSort: the order in use (decisions.md \"The right provider first\")", () => {
  it("with no sort chosen: a place nearest first, text best match first, neither Top rated", () => {
    expect(effectiveSort({ q: "10001", hasPlace: true })).toBe("distance");
    expect(effectiveSort({ q: "Maple Grove Family Clinic", hasPlace: false })).toBe("relevance");
    expect(effectiveSort({ q: "  ", hasPlace: false })).toBe("rating");
    expect(effectiveSort({ hasPlace: false })).toBe("rating");
    // "Best match" is no choice: the same as none.
    expect(effectiveSort({ sortBy: "relevance", q: "Austin, TX", hasPlace: true })).toBe("distance");
    expect(effectiveSort({ sortBy: "relevance", hasPlace: false })).toBe("rating");
  });

  it("keeps a chosen sort, except distance without a place", () => {
    expect(effectiveSort({ sortBy: "rating", q: "10001", hasPlace: true })).toBe("rating");
    expect(effectiveSort({ sortBy: "price-low", q: "lead", hasPlace: false })).toBe("price-low");
    expect(effectiveSort({ sortBy: "distance", q: "lead", hasPlace: false })).toBe("rating");
  });

  it("a search state without sort= is no sort chosen; a chosen Top rated stays in the URL", () => {
    expect(parseSearchState({ q: "10001" }).sort).toBe(EMPTY_SEARCH.sort);
    expect(serializeSearchState(parseSearchState({ q: "10001" }))).toBe("?q=10001");
    expect(searchHref(parseSearchState({ q: "10001" }), { sort: "rating" })).toBe("/?q=10001&sort=rating");
    expect(parseSearchState({ q: "10001", sort: "rating" }).sort).toBe("rating");
  });
});

describe("open=now in the URL", () => {
  it("parses, counts as a filter and round-trips", () => {
    const s = parseSearchState({ open: "now", state: "CA" });
    expect(s.openNow).toBe(true);
    expect(activeFilterCount(s)).toBe(2);
    expect(serializeSearchState(s)).toBe("?state=CA&open=now");
    expect(parseSearchState({ open: "later" }).openNow).toBe(false);
  });

  it("has help text that says programs without hours are left out", () => {
    expect(messagesFor("en").search.openNowHelp).toMatch(/without hours are left out/);
  });
});
