import { pageWindow } from "@/components/page-links";
import { activeFilterCount, apiQuery, EMPTY_SEARCH, parseSearchState, searchHref, serializeSearchState, widerRadius } from "./parse-search-url";
import { PROGRAM_TYPES } from "@/features/programs/program-types";
import { toggleIn } from "@/features/programs/details";

describe("URL search state", () => {
  it("parses a full query", () => {
    const s = parseSearchState(
      new URLSearchParams("q=%2090210%20&state=ca&types=Natural%20Detox&types=Family%20Medicine&sort=distance&page=3"),
    );
    expect(s).toEqual({ ...EMPTY_SEARCH, q: "90210", state: "CA", types: ["Family Medicine", "Natural Detox"], sort: "distance", page: 3 });
  });

  it("falls back to defaults for values that do not validate", () => {
    const s = parseSearchState({ q: "x".repeat(500), state: "ZZ", types: ["Nope"], sort: "cheapest", page: "-2" });
    expect(s).toEqual(EMPTY_SEARCH);
  });

  it("takes the first of repeated single values and accepts state names", () => {
    expect(parseSearchState({ state: ["Texas", "CA"], page: ["2", "5"] })).toMatchObject({ state: "TX", page: 2 });
    expect(parseSearchState({ state: "all" }).state).toBeUndefined();
    expect(parseSearchState({ verified: "true" }).verified).toBe(true);
    expect(parseSearchState({ verified: "yes" }).verified).toBe(false);
  });

  it("serializes without defaults and round-trips", () => {
    expect(serializeSearchState(EMPTY_SEARCH)).toBe("");
    const s = { ...EMPTY_SEARCH, q: "Austin, TX", state: "TX", types: ["Medical Clinic (Md, Do)" as const], verified: true, sort: "price-low" as const, page: 2 };
    const text = serializeSearchState(s);
    expect(text).toBe("?q=Austin%2C+TX&state=TX&types=Medical+Clinic+%28Md%2C+Do%29&verified=true&sort=price-low&page=2");
    expect(parseSearchState(new URLSearchParams(text))).toEqual(s);
  });

  it("keeps the detail filters in the URL with the API's parameter names, in the fixed lists' order", () => {
    const text = "?telehealth=true&acceptingNewPatients=true&payment=medicaid&payment=self-pay&language=spanish&language=Klingon&service=iv-chelation&service=nope";
    const s = parseSearchState(new URLSearchParams(text));
    expect(s).toMatchObject({ telehealth: true, newPatients: true, payment: ["self-pay", "medicaid"], language: ["Spanish"], service: ["iv-chelation"] });
    expect(serializeSearchState(s)).toBe("?telehealth=true&acceptingNewPatients=true&payment=self-pay&payment=medicaid&language=Spanish&service=iv-chelation");
    expect(activeFilterCount(s)).toBe(6);
    expect(parseSearchState({ telehealth: "yes" }).telehealth).toBe(false);
  });

  it("resets to page 1 on any change but the page", () => {
    const s = { ...EMPTY_SEARCH, state: "CA", page: 4 };
    expect(searchHref(s, { sort: "recent" })).toBe("/?state=CA&sort=recent");
    expect(searchHref(s, { page: 5 })).toBe("/?state=CA&page=5");
    expect(searchHref(EMPTY_SEARCH)).toBe("/");
  });

  it("ticks and unticks types in canonical order", () => {
    expect(toggleIn(PROGRAM_TYPES, ["Natural Detox"], "Family Medicine", true)).toEqual(["Family Medicine", "Natural Detox"]);
    expect(toggleIn(PROGRAM_TYPES, ["Natural Detox"], "Natural Detox", false)).toEqual([]);
  });

  it("windows page numbers with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 30)).toEqual([1, null, 4, 5, 6, null, 30]);
    expect(pageWindow(30, 30)).toEqual([1, null, 29, 30]);
  });

  it("keeps a radius of 10, 25, 50 or 100 miles with the search text, and falls back to 50 for anything else", () => {
    expect(parseSearchState({ q: "10001", radius: "25" }).radius).toBe(25);
    expect(parseSearchState({ q: "10001", radius: [" 100 ", "10"] }).radius).toBe(100);
    for (const bad of ["", "0", "37", "-10", "abc", "25.0", "1e2", "50miles", "9".repeat(400), "\u0000"]) expect(parseSearchState({ q: "10001", radius: bad }).radius).toBe(50);
    expect(serializeSearchState({ ...EMPTY_SEARCH, q: "10001", radius: 25 })).toBe("?q=10001&radius=25");
    expect(serializeSearchState({ ...EMPTY_SEARCH, q: "10001", radius: 50 })).toBe("?q=10001");
    // No place without search text: the radius is left out.
    expect(serializeSearchState({ ...EMPTY_SEARCH, radius: 10 })).toBe("");
    expect(searchHref({ ...EMPTY_SEARCH, q: "Austin, TX", radius: 10, page: 3 }, { radius: 25 })).toBe("/?q=Austin%2C+TX&radius=25");
    expect(parseSearchState(new URLSearchParams("q=10001&radius=10"))).toEqual({ ...EMPTY_SEARCH, q: "10001", radius: 10 });
  });

  it("widens the radius one step at a time", () => {
    expect([widerRadius(10), widerRadius(25), widerRadius(50), widerRadius(100)]).toEqual([25, 50, 100, null]);
  });

  it("writes the API's query for a search state, without the page", () => {
    expect(apiQuery(EMPTY_SEARCH)).toBe("");
    expect(apiQuery({ ...EMPTY_SEARCH, q: "10001", radius: 25, state: "NY", types: ["Natural Detox"], verified: true, openNow: true, sort: "rating", page: 4 })).toBe(
      "?q=10001&radius=25&state=NY&programTypes=Natural+Detox&verified=true&open=now&sortBy=rating",
    );
    expect(apiQuery({ ...EMPTY_SEARCH, radius: 10, telehealth: true, newPatients: true, payment: ["medicaid"], language: ["Spanish"], service: ["iv-chelation"] })).toBe(
      "?telehealth=true&acceptingNewPatients=true&payment=medicaid&language=Spanish&service=iv-chelation",
    );
  });
});
