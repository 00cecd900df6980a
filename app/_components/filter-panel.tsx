"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PROGRAM_TYPES } from "@/lib/program-types";
import { toggleType } from "@/lib/search-url";
import { US_STATES } from "@/lib/us-states";
import { useSearchNav } from "./search-nav";

const ALL = "all";

/**
 * 'Filter Results' (spec section 2): Location (All States + 50 states + DC), "Verified providers only"
 * (decisions.md "Trust") and the 13 program types.
 */
export function FilterPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { search, go } = useSearchNav();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-card p-4" data-testid="filter-panel">
      <Heading id={`${id}-title`} className="text-base font-semibold">
        Filter Results
      </Heading>
      <div className="mt-4 space-y-2">
        <Label htmlFor={`${id}-state`}>Location</Label>
        <NativeSelect
          id={`${id}-state`}
          value={search.state ?? ALL}
          onChange={(e) => go({ state: e.target.value === ALL ? undefined : e.target.value })}
          wrapperClassName="w-full"
          className="h-10"
        >
          <option value={ALL}>All States</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="mt-5 flex min-h-8 items-center gap-2.5">
        <Checkbox id={`${id}-verified`} checked={search.verified} onCheckedChange={(on) => go({ verified: on === true })} />
        <Label htmlFor={`${id}-verified`} className="cursor-pointer py-1 font-normal">
          Verified providers only
        </Label>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">Program Type</legend>
        <ul className="mt-2 space-y-1">
          {PROGRAM_TYPES.map((type, i) => {
            const boxId = `${id}-type-${i}`;
            return (
              <li key={type} className="flex min-h-8 items-center gap-2.5">
                <Checkbox
                  id={boxId}
                  checked={search.types.includes(type)}
                  onCheckedChange={(on) => go({ types: toggleType(search.types, type, on) })}
                />
                <Label htmlFor={boxId} className="cursor-pointer py-1 font-normal">
                  {type}
                </Label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </section>
  );
}
