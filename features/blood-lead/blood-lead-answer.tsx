import { ArrowRight, Phone, Siren, TriangleAlert } from "lucide-react";
import { SourceLink } from "@/features/content/client";
import { POISON_HELP, telHref } from "@/features/public-help";
import { format, type Answer, type Line } from "./bands";
import type { Local } from "./answer-state";
import { HOW_LABELS, UG_DL_PER_UMOL_L, WHO_LABELS, type How, type Reading, type Who } from "./input";
import { PrintButton } from "./print-button";
import { BLL_SOURCES, type SourceId } from "./sources";

const LIST = "mt-3 list-disc space-y-3 pl-6 text-base leading-7 print:mt-1 print:space-y-0.5 print:text-[10pt] print:leading-snug";
const H3 = "mt-8 text-lg font-semibold print:mt-2 print:text-[11pt]";
const LINK = "font-semibold text-primary underline underline-offset-4";

/** One statement and, after it, the source it rests on. */
function Cited({ line }: { line: Line }) {
  const source = BLL_SOURCES[line.source];
  return (
    <>
      {line.text}{" "}
      <span className="text-sm whitespace-nowrap text-muted-foreground print:text-[8pt]">
        (<SourceLink source={source}>{source.short}</SourceLink>)
      </span>
    </>
  );
}

const Lines = ({ lines, className = "" }: { lines: Line[]; className?: string }) => (
  <ul className={`${LIST} [&_a]:underline [&_a]:underline-offset-4 ${className}`}>
    {lines.map((line) => (
      <li key={line.text}>
        <Cited line={line} />
      </li>
    ))}
  </ul>
);

/** The result as the visitor wrote it: "<3.5", or µmol/L with its conversion. */
export function resultText(r: Reading): string {
  if (r.umol !== undefined) return `${format(r.umol)} µmol/L (${format(r.value)} µg/dL)`;
  return `${r.below ? "below " : ""}${format(r.value)} µg/dL`;
}

/** The answer for one result: emergency rule first, then band, next step, meaning, local help, and sources. */
export function BloodLeadAnswer({ reading, who, how, answer, local }: { reading: Reading; who: Who; how: How; answer: Answer; local?: Local }) {
  const doctor = answer.path === "child" ? "the child's doctor" : "your doctor";
  const cited = new Set<SourceId>([...answer.emergency, ...answer.summary, ...(answer.confirm ? [answer.confirm] : []), ...answer.actions, ...answer.breastfeeding, ...answer.dont].map((l) => l.source));
  return (
    <section aria-labelledby="bll-answer" className="mt-8 scroll-mt-24 rounded-lg border bg-card p-4 sm:p-6 print:mt-0 print:border-0 print:p-0" data-testid="bll-answer" data-print-answer>
      <div role="note" data-testid="bll-emergency" className="rounded-lg border-2 border-destructive p-4 print:p-2">
        <p className="flex items-center gap-2 text-base font-semibold text-destructive print:text-[10pt]">
          <Siren className="size-5 shrink-0" aria-hidden="true" />
          Emergency signs: 911 or the ER now
        </p>
        <Lines lines={answer.emergency} className="mt-2" />
        <p className="mt-2 text-base leading-7 print:text-[10pt] print:leading-snug">
          For advice at any hour, call Poison Help at{" "}
          <a href={POISON_HELP.tel} className={`${LINK} whitespace-nowrap`}>
            {POISON_HELP.phone}
          </a>{" "}
          (free and confidential){" "}
          <span className="text-sm text-muted-foreground print:text-[8pt]">
            (<SourceLink source={BLL_SOURCES.poisonHelp}>HRSA</SourceLink>)
          </span>
          .
        </p>
      </div>

      <div className="mt-6 flex flex-wrap items-start justify-between gap-3 print:mt-2">
        <h2 id="bll-answer" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-balance outline-none print:text-[14pt]">
          What a result of {resultText(reading)} means
        </h2>
        <PrintButton />
      </div>
      <p className="mt-1 text-sm text-muted-foreground print:text-[9pt]" data-testid="bll-who-how">
        {WHO_LABELS[who]} · {HOW_LABELS[how]}
        {reading.umol !== undefined ? ` · converted: 1 µmol/L = ${UG_DL_PER_UMOL_L} µg/dL` : ""}
      </p>
      <p className="mt-4 inline-block rounded-md bg-accent px-3 py-1 text-base font-semibold text-accent-foreground print:mt-1 print:px-0 print:py-0 print:text-[11pt]" data-testid="bll-band">
        {answer.band}
      </p>

      <div
        role="note"
        data-testid="bll-next-step"
        className={`mt-4 flex gap-3 rounded-lg p-4 print:mt-1 print:p-2 ${answer.urgent ? "border-2 border-destructive" : "border"}`}
      >
        <Phone className={`mt-1 size-5 shrink-0 ${answer.urgent ? "text-destructive" : "text-primary"}`} aria-hidden="true" />
        <p className="text-base leading-7 print:text-[10pt] print:leading-snug">
          <strong>Next step{answer.urgent ? ", today" : ""}:</strong> {answer.nextStep}
        </p>
      </div>

      <p className="mt-4 text-base leading-7 print:hidden">
        This is not a diagnosis. Talk to {doctor} about this result: they know the history and can order the right tests.
      </p>

      <Lines lines={answer.summary} />

      {answer.confirm ? (
        <div className="mt-6 rounded-lg border border-warning-border bg-warning p-4 text-warning-foreground print:mt-2 print:p-2 [&_a]:underline [&_a]:underline-offset-4">
          <h3 className="flex items-center gap-2 text-base font-semibold print:text-[10pt]">
            <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
            {how === "capillary" && reading.value >= 3.5 && !reading.below ? "First: confirm with a venous test" : "About the fingerstick test"}
          </h3>
          <p className="mt-2 text-base leading-7 print:mt-0 print:text-[10pt] print:leading-snug">
            <Cited line={answer.confirm} />
          </p>
        </div>
      ) : null}
      {answer.note ? <p className="mt-4 text-base leading-7 text-muted-foreground print:text-[9pt]">Note: {answer.note}</p> : null}

      <h3 className={H3}>{answer.actionsHeading}</h3>
      <Lines lines={answer.actions} />

      {answer.breastfeeding.length > 0 ? (
        <>
          <h3 className={H3}>Breastfeeding</h3>
          <Lines lines={answer.breastfeeding} />
        </>
      ) : null}

      <h3 className={H3}>What not to do</h3>
      <Lines lines={answer.dont} />

      <h3 className={H3}>Three questions for {doctor}</h3>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-base leading-7 print:mt-1 print:space-y-0 print:text-[10pt] print:leading-snug" data-testid="bll-questions">
        {answer.questions.map((q) => (
          <li key={q}>{q}</li>
        ))}
      </ol>

      {local ? <LocalHelp local={local} /> : <p className="mt-6 text-base leading-7 print:hidden">Add a ZIP code to the form to see the lead program of your state, your regional PEHSU and the nearest fitting providers.</p>}

      {answer.care.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap print:hidden">
          {answer.care.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel={link.href.startsWith("/") ? undefined : "noopener"} className="inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 font-medium text-primary hover:bg-accent">
                {link.label}
                <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-8 hidden print:mt-2 print:block" data-testid="bll-print-sources">
        <h3 className="text-[10pt] font-semibold">Sources</h3>
        <ul className="text-[7.5pt] leading-tight">
          {[...cited].map((id) => (
            <li key={id}>
              {BLL_SOURCES[id].publisher}: {BLL_SOURCES[id].title}. {BLL_SOURCES[id].url}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function LocalHelp({ local }: { local: Local }) {
  const nearby = local.nearby;
  const none = nearby !== null && nearby.providers.length === 0;
  const publicHelp = (
    <div data-testid="bll-public-help">
      <h3 className={H3}>Free public help in {local.stateName}</h3>
      <ul className={`${LIST} [&_a]:underline [&_a]:underline-offset-4`}>
        <li data-testid="bll-lead-program">
          <strong>Childhood lead program:</strong>{" "}
          <a href={local.leadProgram.url} className={LINK}>
            {local.leadProgram.own ? local.leadProgram.name : `CDC's list of state and local programs (${local.stateName}'s own page not yet confirmed)`}
          </a>
          <span className="hidden print:inline"> ({local.leadProgram.url})</span>
          {local.leadProgram.phone && (
            <>
              , phone{" "}
              <a href={telHref(local.leadProgram.phone)} className={`${LINK} whitespace-nowrap`}>
                {local.leadProgram.phone}
              </a>
            </>
          )}
        </li>
        <li data-testid="bll-pehsu">
          <strong>PEHSU, Region {local.pehsuRegion}:</strong>{" "}
          <a href={local.pehsuPage.url} className={LINK}>
            {local.pehsuPage.name}
          </a>
          <span className="hidden print:inline"> ({local.pehsuPage.url})</span>
        </li>
        <li>
          <strong>Poison Help:</strong>{" "}
          <a href={POISON_HELP.tel} className={`${LINK} whitespace-nowrap`}>
            {POISON_HELP.phone}
          </a>
          , 24 hours a day.
        </li>
      </ul>
    </div>
  );
  const providers = nearby ? (
    <div data-testid="bll-providers" className="print:hidden">
      <h3 className={H3}>Care near {local.place}</h3>
      {none ? (
        <p className="mt-3 text-base leading-7" data-testid="bll-no-providers">
          We list no fitting provider within 100 miles of {local.zip}. Start with the public help above.
        </p>
      ) : (
        <ul className="mt-3 space-y-2 text-base leading-7">
          {nearby.providers.map((p) => (
            <li key={p.id}>
              <a href={`/program/${p.id}`} className={LINK}>
                {p.name}
              </a>
              , {p.city}, {p.state}
              {p.miles !== null ? ` (${Math.round(p.miles)} miles)` : ""}
            </li>
          ))}
        </ul>
      )}
      {none && nearby.telehealth.length > 0 ? (
        <>
          <p className="mt-3 text-base leading-7">Medical toxicology by telehealth:</p>
          <ul className="mt-2 space-y-2 text-base leading-7">
            {nearby.telehealth.map((p) => (
              <li key={p.id}>
                <a href={`/program/${p.id}`} className={LINK}>
                  {p.name}
                </a>
                , {p.city}, {p.state}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-3">
        <a href={nearby.searchHref} className={LINK} data-testid="bll-search-link">
          See all fitting providers around {local.zip}
        </a>
      </p>
    </div>
  ) : null;
  // The public help always comes first; with no provider near, it is the first thing to call.
  return (
    <>
      {publicHelp}
      {providers}
    </>
  );
}
