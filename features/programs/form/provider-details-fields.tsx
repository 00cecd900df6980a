"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import type { WeeklyHours } from "@/features/programs/hours/week";
import { LANGUAGES, PAYMENT_LABELS, PAYMENT_OPTIONS, SERVICE_LABELS, SERVICES, toggleIn, type PaymentOption, type Service } from "@/features/programs/details";
import { HoursEditor } from "./hours-editor";

export type ProviderDetailsValue = {
  telehealth: boolean | null;
  acceptingNewPatients: boolean | null;
  paymentOptions: PaymentOption[];
  languages: string[];
  services: Service[];
  hours: WeeklyHours | null;
};

export const EMPTY_DETAILS: ProviderDetailsValue = { telehealth: null, acceptingNewPatients: null, paymentOptions: [], languages: [], services: [], hours: null };

/** Yes / No / Not provided. */
function YesNo({ name, legend, value, onChange }: { name: string; legend: string; value: boolean | null; onChange: (v: boolean | null) => void }) {
  const options: [string, boolean | null][] = [["Yes", true], ["No", false], ["Not provided", null]];
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5">
        {options.map(([label, v]) => (
          <label key={label} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name={name} className="size-4 accent-primary" checked={value === v} onChange={() => onChange(v)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Checks<T extends string>({ legend, all, labels, picked, onChange, error }: { legend: string; all: readonly T[]; labels?: Record<T, string>; picked: readonly T[]; onChange: (next: T[]) => void; error?: string }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-x-6 sm:grid-cols-2">
        {all.map((v) => (
          <label key={v} className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
            <input type="checkbox" className="size-4 shrink-0 accent-primary" checked={picked.includes(v)} onChange={(e) => onChange(toggleIn(all, picked, v, e.target.checked))} />
            {labels?.[v] ?? v}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}

const known = new Set<string>(LANGUAGES);
const splitNames = (text: string) => text.split(/[,;]/).map((s) => s.trim()).filter(Boolean);

/**
 * The provider details of a program as form controls (decisions.md "Provider details people filter on"):
 * telehealth and new patients (yes / no / not provided), payment and services from the fixed lists, the
 * language picker (the common US languages, plus others typed) and the hours editor. Controlled: the form
 * that holds it (Add Business, the admin Edit dialog, the owners' form) keeps the value and checks it with
 * the shared program schema. `errors` are the schema's messages by path ("languages", "hours.mon.0").
 */
export function ProviderDetailsFields({ id, value, onChange, errors = {}, disabled }: { id: string; value: ProviderDetailsValue; onChange: (patch: Partial<ProviderDetailsValue>) => void; errors?: Record<string, string>; disabled?: boolean }) {
  const [otherText, setOtherText] = useState(() => value.languages.filter((l) => !known.has(l)).join(", "));
  // Read once: the fold stays as the person leaves it.
  const [languagesOpen] = useState(() => value.languages.some((l) => known.has(l)));
  const listed = value.languages.filter((l) => known.has(l));
  const hoursErrors = Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith("hours.")).map(([k, m]) => [k.slice("hours.".length), m]));
  const languageError = Object.entries(errors).find(([k]) => k === "languages" || k.startsWith("languages."))?.[1];
  return (
    <fieldset disabled={disabled} className="space-y-5" data-testid="provider-details-fields">
      <div className="grid gap-5 sm:grid-cols-2">
        <YesNo name={`${id}-telehealth`} legend="Video visits (telehealth)" value={value.telehealth} onChange={(telehealth) => onChange({ telehealth })} />
        <YesNo name={`${id}-new`} legend="Accepting new patients" value={value.acceptingNewPatients} onChange={(acceptingNewPatients) => onChange({ acceptingNewPatients })} />
      </div>
      <Checks legend="Payment accepted" all={PAYMENT_OPTIONS} labels={PAYMENT_LABELS} picked={value.paymentOptions} onChange={(paymentOptions) => onChange({ paymentOptions })} error={errors.paymentOptions ?? errors["paymentOptions.0"]} />
      <Checks legend="Services" all={SERVICES} labels={SERVICE_LABELS} picked={value.services} onChange={(services) => onChange({ services })} error={errors.services ?? errors["services.0"]} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Languages spoken</legend>
        <details className="rounded-md border px-3 py-1" open={languagesOpen}>
          <summary className="min-h-9 cursor-pointer py-2 text-sm">{listed.length > 0 ? listed.join(", ") : "Choose languages"}</summary>
          <div className="grid gap-x-6 pb-2 sm:grid-cols-2">
            {LANGUAGES.map((l) => (
              <label key={l} className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={listed.includes(l)}
                  onChange={(e) => onChange({ languages: [...LANGUAGES.filter((x) => (x === l ? e.target.checked : listed.includes(x))), ...splitNames(otherText)] })}
                />
                {l}
              </label>
            ))}
          </div>
        </details>
        <label htmlFor={`${id}-other-languages`} className="mt-3 mb-1 block text-sm">
          Other languages (separated by commas)
        </label>
        <Input
          id={`${id}-other-languages`}
          value={otherText}
          aria-invalid={languageError ? true : undefined}
          aria-describedby={languageError ? `${id}-languages-error` : undefined}
          onChange={(e) => {
            setOtherText(e.target.value);
            onChange({ languages: [...listed, ...splitNames(e.target.value)] });
          }}
        />
        {languageError && (
          <p id={`${id}-languages-error`} className="mt-1 text-sm text-destructive">
            {languageError}
          </p>
        )}
      </fieldset>
      <HoursEditor id={`${id}-hours`} value={value.hours} onChange={(hours) => onChange({ hours })} errors={hoursErrors} disabled={disabled} />
    </fieldset>
  );
}

/** react-hook-form's nested errors as messages by dotted path ("hours.mon.0"), for ProviderDetailsFields. */
export function errorsByPath(errors: unknown, path = ""): Record<string, string> {
  if (!errors || typeof errors !== "object") return {};
  const e = errors as Record<string, unknown>;
  const out: Record<string, string> = {};
  if (typeof e.message === "string" && path) out[path] = e.message;
  for (const [key, v] of Object.entries(e)) {
    if (["message", "ref", "type", "types", "root"].includes(key)) continue;
    Object.assign(out, errorsByPath(v, path ? `${path}.${key}` : key));
  }
  return out;
}
