import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { detoxPrograms as p } from "@/db/schema";
import { SINGLE_ZONES, SPLIT_ZONES, TIME_ZONES, type ZoneLine } from "@/features/programs";
import { zoneClocks } from "@/features/programs";
import { specialtyCodes } from "@/features/programs";
import type { ListParams } from "./page";

/** Shares any value with the list (`&&`: the GIN index answers it). */
const overlaps = (column: AnyPgColumn, values: string[]) => sql`${column} && ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** Registered with any of the specialties' NUCC codes (`@>`: the GIN index answers each code). */
export function hasSpecialty(specialty: string[]): SQL {
  const codes = specialtyCodes(specialty);
  if (codes.length === 0) return sql`false`;
  return sql`(${sql.join(codes.map((code) => sql`${p.npiTaxonomies} @> ${JSON.stringify([{ code }])}::jsonb`), sql` or `)})`;
}

export function filters({ state, programTypes, verified, telehealth, acceptingNewPatients, payment, language, service, specialty, open, now }: ListParams): SQL[] {
  const where: SQL[] = [eq(p.isActive, true)];
  if (state) where.push(eq(p.state, state));
  if (verified) where.push(eq(p.isVerified, true));
  if (programTypes && programTypes.length > 0) where.push(overlaps(p.programTypes, programTypes));
  // Written as the bare column, like the partial indexes' predicates, so the planner can use them.
  if (telehealth) where.push(sql`${p.telehealth}`);
  if (acceptingNewPatients) where.push(sql`${p.acceptingNewPatients}`);
  if (payment && payment.length > 0) where.push(overlaps(p.paymentOptions, payment));
  if (language && language.length > 0) where.push(overlaps(p.languages, language));
  if (service && service.length > 0) where.push(overlaps(p.services, service));
  if (specialty && specialty.length > 0) where.push(hasSpecialty(specialty));
  if (open === "now") where.push(openAt(now ?? new Date()));
  return where;
}

/** The minute an "Open now" answer holds for (hours are in minutes): part of its cache key. */
const openMinute = (x: ListParams) => (x.open === "now" ? Math.floor((x.now ?? new Date()).getTime() / 60_000) : null);

/** The filters' part of a cache key. */
export const filterKeyOf = (x: ListParams) =>
  JSON.stringify([x.state, x.programTypes, x.verified === true, x.telehealth === true, x.acceptingNewPatients === true, x.payment ?? [], x.language ?? [], x.service ?? [], x.specialty ?? [], openMinute(x)]);

// ---- "Open now" (decisions.md "The right provider first"; features/programs/hours/)

/** A constant of our own code as SQL text (the zone rules below): checked, since it is not a parameter. */
export function constant(value: string | number): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (!/^[A-Za-z_/]+$/.test(value)) throw new Error(`Not a plain name: ${value}`);
  return `'${value}'`;
}

/**
 * A program's IANA time zone in SQL, written from the same rules as timeZoneFor (features/programs/hours/time-zone.ts):
 * its state's zone, or for a state in two zones the side of the line its coordinates are on (the state's main zone
 * when it has none, stored as 0,0). Null for an unknown state.
 */
const ZONE_SQL = (() => {
  const lat = `"detox_programs"."latitude"`;
  const lng = `"detox_programs"."longitude"`;
  const side = (line: ZoneLine) =>
    [
      line.lngBelow !== undefined && `${lng} < ${constant(line.lngBelow)}`,
      line.lngAbove !== undefined && `${lng} > ${constant(line.lngAbove)}`,
      line.latBelow !== undefined && `${lat} < ${constant(line.latBelow)}`,
      line.latAbove !== undefined && `${lat} > ${constant(line.latAbove)}`,
    ]
      .filter(Boolean)
      .join(" and ");
  const whens = [
    ...Object.entries(SINGLE_ZONES).map(([state, zone]) => `when ${constant(state)} then ${constant(zone)}`),
    ...Object.entries(SPLIT_ZONES).map(([state, { lines, otherwise }]) => {
      const sides = lines.map((line) => `when not (${lat} = 0 and ${lng} = 0) and ${side(line)} then ${constant(line.zone)}`).join(" ");
      return `when ${constant(state)} then (case ${sides} else ${constant(otherwise)} end)`;
    }),
  ];
  return `(case "detox_programs"."state" ${whens.join(" ")} end)`;
})();

/**
 * Open at `now` in the program's own time zone: an interval of its local weekday covers its local time (opening
 * minute included, closing minute not; "HH:MM" texts compare as times). The clock of every zone is computed here
 * once; programs without hours never match.
 */
function openAt(now: Date): SQL {
  const clocks = zoneClocks(now, TIME_ZONES).map((c) => sql`(${c.zone}, ${c.day}, ${c.hhmm})`);
  const day = sql`"detox_programs"."hours" -> clock.day`;
  return sql`("detox_programs"."hours" is not null and exists (
    select 1 from (values ${sql.join(clocks, sql`, `)}) as clock(zone, day, at)
    cross join lateral jsonb_array_elements(case when jsonb_typeof(${day}) = 'array' then ${day} else '[]'::jsonb end) as iv
    where clock.zone = ${sql.raw(ZONE_SQL)} and (iv ->> 0) collate "C" <= clock.at and (iv ->> 1) collate "C" > clock.at))`;
}
