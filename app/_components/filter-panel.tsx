"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PROGRAM_TYPES } from "@/lib/program-types";
import { toggleType } from "@/lib/search-url";
import { US_STATES } from "@/lib/us-states";
import { useSearchNav } from "./search-nav";

const ALL = "all";

/** 'Filter Results' (spec section 2): Location (All States + 50 states + DC) and the 13 program types. */
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
        <Select value={search.state ?? ALL} onValueChange={(v) => go({ state: v === ALL ? undefined : v })}>
          <SelectTrigger id={`${id}-state`} className="h-10 w-full">
            <SelectValue placeholder="All States" />
          </SelectTrigger>
          <SelectContent className="max-h-80">
            <SelectItem value={ALL}>All States</SelectItem>
            {US_STATES.map((s) => (
              <SelectItem key={s.code} value={s.code}>
                {s.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-medium">Program Type</legend>
        <ul className="mt-2 space-y-1">
          {PROGRAM_TYPES.map((type, i) => {
            const boxId = `${id}-type-${i}`;
            return (
              <li key={type} className="flex min-h-8 items-center gap-2.5">
                <Checkbox
                  id={boxId}
                  checked={search.types.includes(type)}
                  onCheckedChange={(v) => go({ types: toggleType(search.types, type, v === true) })}
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
