"use client";

import { useId, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PROGRAM_TYPES } from "@/features/programs";
import { LANGUAGES, PAYMENT_OPTIONS, SERVICES, toggleIn } from "@/features/programs";
import { SPECIALTIES, languageName } from "@/features/programs";
import { activeFilterCount } from "../search-url";
import { fill } from "@/lib/i18n/fill";
import { US_STATES } from "@/lib/us-states";
import { useSearchNav } from "./search-nav";

const ALL = "all";

/** One ticked filter (short classes: the panel has up to 56 and is rendered on every search; see globals.css). */
function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="filter-check">
      <Checkbox id={id} checked={checked} onCheckedChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A group of ticks over a fixed list; any ticked value matches. */
function CheckGroup<T extends string>({ id, legend, all, labels, picked, onChange }: { id: string; legend: string; all: readonly T[]; labels?: Record<T, string>; picked: readonly T[]; onChange: (next: T[]) => void }) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium">{legend}</legend>
      <ul className="mt-2 space-y-1">
        {all.map((value, i) => (
          <li key={value}>
            <Check id={`${id}-${i}`} label={labels?.[value] ?? value} checked={picked.includes(value)} onChange={(on) => onChange(toggleIn(all, picked, value, on))} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * 'Filter Results' (spec section 2): Location (All States + 50 states + DC), "Verified providers only"
 * (decisions.md "Trust"), the provider details (decisions.md "Provider details people filter on") and the
 * 13 program types. The long language list folds away unless one is picked.
 */
export function FilterPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { search, go, words } = useSearchNav();
  const t = words.text;
  const l = words.labels;
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const active = activeFilterCount(search);
  // Read once: the fold stays as the visitor leaves it while results reload.
  const [languagesOpen] = useState(search.language.length > 0);
  // The folded list's 24 ticks are rendered once it is first opened, not in every search's HTML.
  const [languagesShown, setLanguagesShown] = useState(languagesOpen);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-card p-4" data-testid="filter-panel">
      <Heading id={`${id}-title`} className="text-base font-semibold">
        {t.filterResults}
        {active > 0 && <span className="text-sm font-normal text-muted-foreground"> {fill(t.activeCount, { count: active })}</span>}
      </Heading>
      <div className="mt-4 space-y-2">
        <Label htmlFor={`${id}-state`}>{t.location}</Label>
        <NativeSelect
          id={`${id}-state`}
          value={search.state ?? ALL}
          onChange={(e) => go({ state: e.target.value === ALL ? undefined : e.target.value })}
          wrapperClassName="w-full"
          className="h-10"
        >
          <option value={ALL}>{t.allStates}</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="mt-5">
        <Check id={`${id}-verified`} label={t.verifiedOnly} checked={search.verified} onChange={(on) => go({ verified: on })} />
        <Check id={`${id}-telehealth`} label={t.telehealthFilter} checked={search.telehealth} onChange={(on) => go({ telehealth: on })} />
        <Check id={`${id}-new`} label={t.newPatients} checked={search.newPatients} onChange={(on) => go({ newPatients: on })} />
        <Check id={`${id}-open`} label={t.openNow} checked={search.openNow} onChange={(on) => go({ openNow: on })} />
        <p className="mt-1 pl-6 text-xs text-muted-foreground">{t.openNowHelp}</p>
      </div>
      <CheckGroup id={`${id}-pay`} legend={t.payment} all={PAYMENT_OPTIONS} labels={l.payment} picked={search.payment} onChange={(payment) => go({ payment })} />
      <details className="group mt-4" open={languagesOpen} onToggle={(e) => e.currentTarget.open && setLanguagesShown(true)}>
        <summary className="cursor-pointer py-1 text-sm font-medium">
          {t.language}
          {search.language.length > 0 && <span className="font-normal text-muted-foreground"> ({search.language.map((v) => languageName(l, v)).join(", ")})</span>}
        </summary>
        {languagesShown && <CheckGroup id={`${id}-lang`} legend={t.languagesSpoken} all={LANGUAGES} labels={l.languages} picked={search.language} onChange={(language) => go({ language })} />}
      </details>
      <CheckGroup id={`${id}-spec`} legend={t.specialty} all={SPECIALTIES} labels={l.specialties} picked={search.specialty} onChange={(specialty) => go({ specialty })} />
      <CheckGroup id={`${id}-svc`} legend={t.services} all={SERVICES} labels={l.services} picked={search.service} onChange={(service) => go({ service })} />
      <CheckGroup id={`${id}-type`} legend={t.programType} all={PROGRAM_TYPES} labels={l.programTypes} picked={search.types} onChange={(types) => go({ types })} />
    </section>
  );
}
