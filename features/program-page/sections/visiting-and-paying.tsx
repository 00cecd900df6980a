import type { Program } from "@/features/programs";
import { timeZoneFor } from "@/features/programs";
import Link from "next/link";
import { CHELATION_NOTE, CHELATION_SERVICES, PAYMENT_LABELS, SERVICE_LABELS } from "@/features/programs";
import { HoursTable } from "./hours-table";

const NOT_PROVIDED = "Not provided";

const yesNo = (v: boolean | null, yes: string, no: string) => (v === null ? NOT_PROVIDED : v ? yes : no);
const listOr = (items: string[]) => (items.length === 0 ? NOT_PROVIDED : items.join(", "));

type Details = Pick<Program, "telehealth" | "acceptingNewPatients" | "paymentOptions" | "languages" | "services" | "hours" | "state" | "city" | "latitude" | "longitude">;

/**
 * "Visiting and paying" (decisions.md "Provider details people filter on"): what the provider told us,
 * and "Not provided" where it did not; we never guess.
 */
export function VisitingAndPaying({ program }: { program: Details }) {
  const rows: [string, string][] = [
    ["Video visits (telehealth)", yesNo(program.telehealth, "Offered", "Not offered")],
    ["New patients", yesNo(program.acceptingNewPatients, "Accepting new patients", "Not accepting new patients")],
    ["Payment", listOr(program.paymentOptions.map((p) => PAYMENT_LABELS[p] ?? p))],
    ["Languages", listOr(program.languages)],
    ["Services", listOr(program.services.map((s) => SERVICE_LABELS[s] ?? s))],
  ];
  return (
    <section aria-labelledby="visiting-heading" data-testid="visiting-and-paying">
      <h2 id="visiting-heading" className="text-lg font-semibold">
        Visiting and paying
      </h2>
      <dl className="mt-3 divide-y rounded-lg border text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-3 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-medium">{term}</dt>
            <dd className={value === NOT_PROVIDED ? "text-muted-foreground" : undefined}>
              {value}
              {term === "Services" && program.services.some((s) => CHELATION_SERVICES.includes(s)) && (
                <span className="mt-1 block text-xs text-muted-foreground" data-testid="chelation-note">
                  Chelation: {CHELATION_NOTE.text.toLowerCase()}.{" "}
                  <Link href={CHELATION_NOTE.href} prefetch={false} className="text-primary underline underline-offset-2">
                    {CHELATION_NOTE.linkText}
                  </Link>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-semibold">Opening hours</h3>
      {program.hours ? (
        <>
          <HoursTable hours={program.hours} timeZone={timeZoneFor(program.state, program)} />
          <p className="mt-1 text-xs text-muted-foreground">
            Local time in {program.city}, {program.state}. Call ahead: hours can change on holidays.
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="hours-not-provided">
          {NOT_PROVIDED}
        </p>
      )}
    </section>
  );
}
