"use client";

import { fill } from "@/lib/i18n/fill";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { DEFAULT_RADIUS, RADIUS_STEPS, serializeSearchState, type Radius } from "../search-url";
import { useSearchNav } from "./search-nav";

/**
 * How far around the place searched (decisions.md "The right provider first"): 10, 25, 50 or 100 miles,
 * kept in the URL as `radius=`. Shown beside the sort for a place search (a ZIP or "City, ST") only.
 * A GET form: with JavaScript a choice navigates at once (the search state's client navigation); without
 * it, the Apply button sends the form, and the hidden fields carry the rest of the search.
 */
export function RadiusSelect({ place }: { place: string }) {
  const { search, go, words } = useSearchNav();
  const t = words.text;
  // Everything but the radius (the select sends it) and the page (a new radius starts at page 1).
  const rest = [...new URLSearchParams(serializeSearchState({ ...search, radius: DEFAULT_RADIUS, page: 1 }))];
  return (
    <form
      action={words.base}
      method="get"
      role="search"
      aria-label={t.radiusLabel}
      className="flex items-center gap-2"
      data-testid="radius-form"
      onSubmit={(e) => {
        e.preventDefault();
        const value = new FormData(e.currentTarget).get("radius");
        go({ radius: RADIUS_STEPS.find((step) => String(step) === value) ?? DEFAULT_RADIUS });
      }}
    >
      {rest.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="search-radius" className="sr-only">
        {fill(t.distanceFrom, { place })}
      </label>
      <NativeSelect
        id="search-radius"
        name="radius"
        value={search.radius}
        onChange={(e) => go({ radius: Number(e.target.value) as Radius })}
        wrapperClassName={words.base === "/es" ? "w-52" : "w-44"}
        className="h-10"
      >
        {RADIUS_STEPS.map((miles) => (
          <option key={miles} value={miles}>
            {fill(t.withinMiles, { miles })}
          </option>
        ))}
      </NativeSelect>
      <noscript>
        <Button type="submit" variant="outline" className="h-10">
          {t.apply}
        </Button>
      </noscript>
    </form>
  );
}
