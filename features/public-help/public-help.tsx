import Link from "next/link";
import { LifeBuoy } from "lucide-react";
import { localeHref, type Locale } from "@/lib/i18n/locales";
import { formatter, translator } from "@/lib/i18n/messages";
import { formatUsLongDate } from "@/lib/seo";
import { stateName, type StateCode } from "@/lib/us-states";
import { cn } from "@/lib/utils";
import { POISON_HELP, telHref } from "./poison-help";
import { CDC_LIST, PEHSU, STATE_HELP, type Source } from "./resources";

const LINK = "font-medium text-primary underline underline-offset-4";

/** A date as the page's language writes it: "March 4, 2026", "4 de marzo de 2026". */
const dateIn = (locale: Locale, day: string) =>
  locale === "en" ? formatUsLongDate(day) : formatter(locale).dateTime(new Date(`${day}T00:00:00Z`), { year: "numeric", month: "long", day: "numeric" });

/**
 * The sources of one line and the date they were checked; none when the line's own link is its source. Their
 * titles are the sources' own words: marked lang="en" on a page in another language.
 */
function Sources({ sources, checkedOn = sources[0]!.checkedOn, locale }: { sources: readonly Source[]; checkedOn?: string; locale: Locale }) {
  const t = translator(locale, "publicHelp");
  const date = dateIn(locale, checkedOn);
  if (sources.length === 0) return <p className="mt-1 text-xs leading-5 text-muted-foreground">{t("linkChecked", { date })}</p>;
  return (
    <p className="mt-1 text-xs leading-5 text-muted-foreground">
      {sources.length > 1 ? t("sourcesMany") : t("source")}{" "}
      {sources.map((s, i) => (
        <span key={s.url}>
          {i > 0 && "; "}
          <a href={s.url} className="underline underline-offset-2 hover:text-foreground" rel="noopener" data-source lang={locale === "en" ? undefined : "en"}>
            {s.name}
          </a>
        </span>
      ))}
      {sources.length > 1 ? t("checkedMany", { date }) : t("checked", { date })}
    </p>
  );
}

/**
 * Free public help for one state: Poison Help, the state's PEHSU region, and its childhood lead poisoning
 * prevention program (or CDC's list of funded programs), each with its source and the date it was checked.
 * The full section sits on the state page; `compact` is the box beside a program.
 */
export function PublicHelp({ state, compact = false, className, locale = "en" }: { state: StateCode; compact?: boolean; className?: string; locale?: Locale }) {
  const t = translator(locale, "publicHelp");
  // Agencies' and programs' names, as they write them: marked English on a page in another language.
  const own = locale === "en" ? undefined : "en";
  const help = STATE_HELP[state];
  const name = stateName(state) ?? state;
  const ownProgram = help.leadProgram !== CDC_LIST;
  return (
    <section aria-labelledby="public-help" data-testid="public-help" className={cn("rounded-lg border bg-card p-4 sm:p-5", className)}>
      <h2 id="public-help" className={cn("flex scroll-mt-24 items-center gap-2 font-semibold", compact ? "text-base" : "text-xl")}>
        <LifeBuoy className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {compact ? t("headingIn", { state: name }) : t("heading")}
      </h2>
      {!compact && (
        <p className="mt-2 max-w-[70ch] text-sm leading-6 text-muted-foreground">
          {t("intro", { state: name })}
        </p>
      )}
      <ul className={cn("mt-3 space-y-4 leading-6", compact ? "text-sm" : "text-base")}>
        <li data-resource="poison-help">
          <strong>
            <span lang={own}>Poison Help</span>:
          </strong>{" "}
          <a href={POISON_HELP.tel} className={cn(LINK, "whitespace-nowrap")}>
            {POISON_HELP.phone}
          </a>{" "}
          {t("poison")}
          {!compact && t("poisonMore")}
          <Sources sources={compact ? [POISON_HELP.source] : [POISON_HELP.source, POISON_HELP.hoursSource]} locale={locale} />
        </li>
        <li data-resource="pehsu">
          <strong>
            <span lang={own}>Pediatric Environmental Health Specialty Unit</span>
            {t("pehsuRegion", { region: help.pehsuRegion })}
          </strong>{" "}
          {t("pehsuText")}{" "}
          <a href={PEHSU.url} className={LINK}>
            {t("pehsuLink", { region: help.pehsuRegion })}
          </a>
          .
          <Sources sources={compact ? [PEHSU.regionsSource, PEHSU.sources[0]] : [PEHSU.regionsSource, ...PEHSU.sources]} locale={locale} />
        </li>
        <li data-resource="lead-program">
          {ownProgram ? (
            <>
              <strong>{t("leadLabel")}</strong>{" "}
              <a href={help.leadProgram.url} className={LINK} data-source lang={own}>
                {help.leadProgram.name}
              </a>
              {help.leadProgram.phone && (
                <>
                  {t("phone")}{" "}
                  <a href={telHref(help.leadProgram.phone)} className={cn(LINK, "whitespace-nowrap")} data-phone>
                    {help.leadProgram.phone}
                  </a>
                </>
              )}
              {t("leadOwn")}
            </>
          ) : (
            <>
              <strong>{t("leadLabel")}</strong> {t("leadNone", { state: name })}{" "}
              <a href={CDC_LIST.url} className={LINK}>
                {t("cdcLink")}
              </a>
              .
            </>
          )}
          <Sources sources={ownProgram ? [] : [CDC_LIST]} checkedOn={help.leadProgram.checkedOn} locale={locale} />
        </li>
      </ul>
      <p className={cn("mt-4 border-t pt-3 leading-6", compact ? "text-sm" : "text-base")}>
        {t("bloodLead")}{" "}
        <Link href={localeHref(locale, "/blood-lead-levels")} className={LINK}>
          {t("bloodLeadLink")}
        </Link>
        .
      </p>
    </section>
  );
}
