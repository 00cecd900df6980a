import Link from "next/link";
import { LifeBuoy } from "lucide-react";
import { formatUsLongDate } from "@/lib/seo";
import { stateName, type StateCode } from "@/lib/us-states";
import { cn } from "@/lib/utils";
import { CDC_LIST, PEHSU, POISON_HELP, STATE_HELP, telHref, type Source } from "./resources";

const LINK = "font-medium text-primary underline underline-offset-4";

/** The sources of one line and the date they were checked; none when the line's own link is its source. */
function Sources({ sources, checkedOn = sources[0]!.checkedOn }: { sources: readonly Source[]; checkedOn?: string }) {
  if (sources.length === 0) return <p className="mt-1 text-xs leading-5 text-muted-foreground">Link checked {formatUsLongDate(checkedOn)}.</p>;
  return (
    <p className="mt-1 text-xs leading-5 text-muted-foreground">
      Source{sources.length > 1 ? "s" : ""}:{" "}
      {sources.map((s, i) => (
        <span key={s.url}>
          {i > 0 && "; "}
          <a href={s.url} className="underline underline-offset-2 hover:text-foreground" rel="noopener" data-source>
            {s.name}
          </a>
        </span>
      ))}
      , checked {formatUsLongDate(checkedOn)}.
    </p>
  );
}

/**
 * Free public help for one state: Poison Help, the state's PEHSU region, and its childhood lead poisoning
 * prevention program (or CDC's list of funded programs), each with its source and the date it was checked.
 * The full section sits on the state page; `compact` is the box beside a program.
 */
export function PublicHelp({ state, compact = false, className }: { state: StateCode; compact?: boolean; className?: string }) {
  const help = STATE_HELP[state];
  const name = stateName(state) ?? state;
  const own = help.leadProgram !== CDC_LIST;
  return (
    <section aria-labelledby="public-help" data-testid="public-help" className={cn("rounded-lg border bg-card p-4 sm:p-5", className)}>
      <h2 id="public-help" className={cn("flex scroll-mt-24 items-center gap-2 font-semibold", compact ? "text-base" : "text-xl")}>
        <LifeBuoy className="size-5 shrink-0 text-primary" aria-hidden="true" />
        Free public help{compact ? ` in ${name}` : ""}
      </h2>
      {!compact && (
        <p className="mt-2 max-w-[70ch] text-sm leading-6 text-muted-foreground">
          Beside the private providers listed here, these public services help at no cost in {name}.
        </p>
      )}
      <ul className={cn("mt-3 space-y-4 leading-6", compact ? "text-sm" : "text-base")}>
        <li data-resource="poison-help">
          <strong>Poison Help:</strong>{" "}
          <a href={POISON_HELP.tel} className={cn(LINK, "whitespace-nowrap")}>
            {POISON_HELP.phone}
          </a>{" "}
          connects you to your local poison center, free and confidential, 24 hours a day.
          {!compact && " Call if you think someone swallowed or breathed in something harmful, even if they seem fine; call 911 if they collapse or cannot breathe."}
          <Sources sources={compact ? [POISON_HELP.source] : [POISON_HELP.source, POISON_HELP.hoursSource]} />
        </li>
        <li data-resource="pehsu">
          <strong>Pediatric Environmental Health Specialty Unit, Region {help.pehsuRegion}:</strong> specialists in
          children&apos;s environmental health, from before conception and in pregnancy through adolescence, who advise
          families and clinicians, usually at no cost.{" "}
          <a href={PEHSU.url} className={LINK}>
            Find the Region {help.pehsuRegion} unit at pehsu.net
          </a>
          .
          <Sources sources={compact ? [PEHSU.regionsSource, PEHSU.sources[0]] : [PEHSU.regionsSource, ...PEHSU.sources]} />
        </li>
        <li data-resource="lead-program">
          {own ? (
            <>
              <strong>Childhood lead program:</strong>{" "}
              <a href={help.leadProgram.url} className={LINK} data-source>
                {help.leadProgram.name}
              </a>
              {help.leadProgram.phone && (
                <>
                  , phone{" "}
                  <a href={telHref(help.leadProgram.phone)} className={cn(LINK, "whitespace-nowrap")} data-phone>
                    {help.leadProgram.phone}
                  </a>
                </>
              )}
              . Ask it, or your local health department, about follow-up for a child with a raised blood lead level
              and about finding lead in the home.
            </>
          ) : (
            <>
              <strong>Childhood lead program:</strong> ask {name}&apos;s health department, or your local one, about
              follow-up for a child with a raised blood lead level and about finding lead in the home. We have not yet
              confirmed the state program&apos;s own page;{" "}
              <a href={CDC_LIST.url} className={LINK}>
                CDC lists the state and local programs it funds
              </a>
              .
            </>
          )}
          <Sources sources={own ? [] : [CDC_LIST]} checkedOn={help.leadProgram.checkedOn} />
        </li>
      </ul>
      <p className={cn("mt-4 border-t pt-3 leading-6", compact ? "text-sm" : "text-base")}>
        Have a blood lead test result?{" "}
        <Link href="/blood-lead-levels" className={LINK}>
          See what the number means and what to do next
        </Link>
        .
      </p>
    </section>
  );
}
