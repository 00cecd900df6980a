import type { Program } from "@/features/programs";
import { timeZoneFor } from "@/features/programs";
import { factLabels, languageName } from "@/features/programs/server";
import Link from "next/link";
import { CHELATION_SERVICES } from "@/features/programs";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { HoursTable } from "./hours-table";

type Details = Pick<Program, "telehealth" | "acceptingNewPatients" | "paymentOptions" | "languages" | "services" | "hours" | "state" | "city" | "latitude" | "longitude">;

/**
 * "Visiting and paying" (decisions.md "Provider details people filter on"): what the provider told us,
 * and "Not provided" where it did not; we never guess. The facts held as codes (services, payment, languages
 * of the list, weekdays) are named in the page's language (features/programs/labels.ts).
 */
export function VisitingAndPaying({ program, locale = "en" }: { program: Details; locale?: Locale }) {
  const t = translator(locale, "program");
  const facts = factLabels(locale);
  const NOT_PROVIDED = t("visiting.notProvided");
  const yesNo = (v: boolean | null, yes: string, no: string) => (v === null ? NOT_PROVIDED : v ? yes : no);
  const listOr = (items: string[]) => (items.length === 0 ? NOT_PROVIDED : items.join(", "));
  const services = t("visiting.services");
  const rows: [string, string][] = [
    [t("visiting.telehealth"), yesNo(program.telehealth, t("visiting.offered"), t("visiting.notOffered"))],
    [t("visiting.newPatients"), yesNo(program.acceptingNewPatients, facts.newPatients, t("visiting.notAccepting"))],
    [t("visiting.payment"), listOr(program.paymentOptions.map((p) => (facts.payment as Record<string, string>)[p] ?? p))],
    [t("visiting.languages"), listOr(program.languages.map((l) => languageName(facts, l)))],
    [services, listOr(program.services.map((s) => (facts.services as Record<string, string>)[s] ?? s))],
  ];
  const note = facts.chelationNote;
  return (
    <section aria-labelledby="visiting-heading" data-testid="visiting-and-paying">
      <h2 id="visiting-heading" className="text-lg font-semibold">
        {t("visiting.heading")}
      </h2>
      <dl className="mt-3 divide-y rounded-lg border text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-3 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-medium">{term}</dt>
            <dd className={value === NOT_PROVIDED ? "text-muted-foreground" : undefined}>
              {value}
              {term === services && program.services.some((s) => CHELATION_SERVICES.includes(s)) && (
                <span className="mt-1 block text-xs text-muted-foreground" data-testid="chelation-note">
                  {t("visiting.chelation", { note: note.text.toLowerCase() })}{" "}
                  <Link href={note.href} prefetch={false} className="text-primary underline underline-offset-2">
                    {note.linkText}
                  </Link>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-semibold">{t("visiting.hours")}</h3>
      {program.hours ? (
        <>
          <HoursTable
            hours={program.hours}
            timeZone={timeZoneFor(program.state, program)}
            text={locale === "en" ? undefined : { ...messagesHours(locale), weekdays: facts.weekdays, locale }}
          />
          <p className="mt-1 text-xs text-muted-foreground">{t("visiting.hoursNote", { city: program.city, state: program.state })}</p>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="hours-not-provided">
          {NOT_PROVIDED}
        </p>
      )}
    </section>
  );
}

/** The hours table's words, as plain strings for the client component. */
function messagesHours(locale: Locale) {
  const t = translator(locale, "program");
  return { openNow: t("hours.openNow"), closedNow: t("hours.closedNow"), caption: t("hours.caption"), today: t("hours.today"), closed: t("hours.closed") };
}
