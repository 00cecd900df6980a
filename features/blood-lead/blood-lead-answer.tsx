import { ArrowRight, Phone, Siren, TriangleAlert } from "lucide-react";
import { SourceLink } from "@/features/content/client";
import { POISON_HELP, telHref } from "@/features/public-help";
import { format, type Answer, type Line } from "./bands";
import type { Local } from "./answer-state";
import { UG_DL_PER_UMOL_L, type How, type Reading, type Who } from "./input";
import { PrintButton } from "./print-button";
import { BLL_SOURCES, type SourceId } from "./sources";
import { fill, howLabels, whoLabels, type BloodLeadText } from "./text";

const LIST = "mt-3 list-disc space-y-3 pl-6 text-base leading-7 print:mt-1 print:space-y-0.5 print:text-[10pt] print:leading-snug";
const H3 = "mt-8 text-lg font-semibold print:mt-2 print:text-[11pt]";
const LINK = "font-semibold text-primary underline underline-offset-4";

/** One statement and, after it, the source it rests on (its name and title as the source publishes them: lang="en"). */
function Cited({ line }: { line: Line }) {
  const source = BLL_SOURCES[line.source];
  return (
    <>
      {line.text}{" "}
      <span lang="en" className="text-sm whitespace-nowrap text-muted-foreground print:text-[8pt]">
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
export function resultText(r: Reading, t: BloodLeadText["answer"]): string {
  if (r.umol !== undefined) return `${format(r.umol)} µmol/L (${format(r.value)} µg/dL)`;
  const value = `${format(r.value)} µg/dL`;
  return r.below ? fill(t.below, { value }) : value;
}

/** The answer for one result: emergency rule first, then band, next step, meaning, local help, and sources. */
export function BloodLeadAnswer(props: { reading: Reading; who: Who; how: How; answer: Answer; local?: Local; text: BloodLeadText }) {
  const { reading, who, how, answer, local, text } = props;
  const t = text.answer;
  const doctor = answer.path === "child" ? t.childDoctor : t.yourDoctor;
  const cited = new Set<SourceId>([...answer.emergency, ...answer.summary, ...(answer.confirm ? [answer.confirm] : []), ...answer.actions, ...answer.breastfeeding, ...answer.dont].map((l) => l.source));
  return (
    <section aria-labelledby="bll-answer" className="mt-8 scroll-mt-24 rounded-lg border bg-card p-4 sm:p-6 print:mt-0 print:border-0 print:p-0" data-testid="bll-answer" data-print-answer>
      <div role="note" data-testid="bll-emergency" className="rounded-lg border-2 border-destructive p-4 print:p-2">
        <p className="flex items-center gap-2 text-base font-semibold text-destructive print:text-[10pt]">
          <Siren className="size-5 shrink-0" aria-hidden="true" />
          {t.emergencyTitle}
        </p>
        <Lines lines={answer.emergency} className="mt-2" />
        <p className="mt-2 text-base leading-7 print:text-[10pt] print:leading-snug">
          {t.poisonHelpBefore}{" "}
          <a href={POISON_HELP.tel} className={`${LINK} whitespace-nowrap`}>
            {POISON_HELP.phone}
          </a>{" "}
          {t.poisonHelpAfter}{" "}
          <span lang="en" className="text-sm text-muted-foreground print:text-[8pt]">
            (<SourceLink source={BLL_SOURCES.poisonHelp}>HRSA</SourceLink>)
          </span>
          .
        </p>
      </div>

      <div className="mt-6 flex flex-wrap items-start justify-between gap-3 print:mt-2">
        <h2 id="bll-answer" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-balance outline-none print:text-[14pt]">
          {fill(t.title, { result: resultText(reading, t) })}
        </h2>
        <PrintButton label={t.print} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground print:text-[9pt]" data-testid="bll-who-how">
        {whoLabels(text.form)[who]} · {howLabels(text.form)[how]}
        {reading.umol !== undefined ? ` · ${fill(t.converted, { factor: UG_DL_PER_UMOL_L })}` : ""}
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
          <strong>{answer.urgent ? t.nextStepToday : t.nextStep}</strong> {answer.nextStep}
        </p>
      </div>

      <p className="mt-4 text-base leading-7 print:hidden">
        {fill(t.notDiagnosis, { doctor })}
      </p>

      <Lines lines={answer.summary} />

      {answer.confirm ? (
        <div className="mt-6 rounded-lg border border-warning-border bg-warning p-4 text-warning-foreground print:mt-2 print:p-2 [&_a]:underline [&_a]:underline-offset-4">
          <h3 className="flex items-center gap-2 text-base font-semibold print:text-[10pt]">
            <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
            {how === "capillary" && reading.value >= 3.5 && !reading.below ? t.confirmFirst : t.aboutFingerstick}
          </h3>
          <p className="mt-2 text-base leading-7 print:mt-0 print:text-[10pt] print:leading-snug">
            <Cited line={answer.confirm} />
          </p>
        </div>
      ) : null}
      {answer.note ? <p className="mt-4 text-base leading-7 text-muted-foreground print:text-[9pt]">{t.note} {answer.note}</p> : null}

      <h3 className={H3}>{answer.actionsHeading}</h3>
      <Lines lines={answer.actions} />

      {answer.breastfeeding.length > 0 ? (
        <>
          <h3 className={H3}>{t.breastfeeding}</h3>
          <Lines lines={answer.breastfeeding} />
        </>
      ) : null}

      <h3 className={H3}>{t.dont}</h3>
      <Lines lines={answer.dont} />

      <h3 className={H3}>{fill(t.questions, { doctor })}</h3>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-base leading-7 print:mt-1 print:space-y-0 print:text-[10pt] print:leading-snug" data-testid="bll-questions">
        {answer.questions.map((q) => (
          <li key={q}>{q}</li>
        ))}
      </ol>

      {local ? <LocalHelp local={local} t={t} /> : <p className="mt-6 text-base leading-7 print:hidden">{t.addZip}</p>}

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
        <h3 className="text-[10pt] font-semibold">{t.sources}</h3>
        <ul lang="en" className="text-[7.5pt] leading-tight">
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

// Agencies' and providers' names are their own words, in English: lang="en" (issue 54, item 4).
function LocalHelp({ local, t }: { local: Local; t: BloodLeadText["answer"] }) {
  const nearby = local.nearby;
  const none = nearby !== null && nearby.providers.length === 0;
  const publicHelp = (
    <div data-testid="bll-public-help">
      <h3 className={H3}>{fill(t.publicHelp, { state: local.stateName })}</h3>
      <ul className={`${LIST} [&_a]:underline [&_a]:underline-offset-4`}>
        <li data-testid="bll-lead-program">
          <strong>{t.leadProgram}</strong>{" "}
          <a href={local.leadProgram.url} lang={local.leadProgram.own ? "en" : undefined} className={LINK}>
            {local.leadProgram.own ? local.leadProgram.name : fill(t.cdcList, { state: local.stateName })}
          </a>
          <span className="hidden print:inline"> ({local.leadProgram.url})</span>
          {local.leadProgram.phone && (
            <>
              , {t.phone}{" "}
              <a href={telHref(local.leadProgram.phone)} className={`${LINK} whitespace-nowrap`}>
                {local.leadProgram.phone}
              </a>
            </>
          )}
        </li>
        <li data-testid="bll-pehsu">
          <strong>{fill(t.pehsu, { region: local.pehsuRegion })}</strong>{" "}
          <a href={local.pehsuPage.url} lang="en" className={LINK}>
            {local.pehsuPage.name}
          </a>
          <span className="hidden print:inline"> ({local.pehsuPage.url})</span>
        </li>
        <li>
          <strong>{t.poisonHelp}</strong>{" "}
          <a href={POISON_HELP.tel} className={`${LINK} whitespace-nowrap`}>
            {POISON_HELP.phone}
          </a>
          , {t.allDay}
        </li>
      </ul>
    </div>
  );
  const providers = nearby ? (
    <div data-testid="bll-providers" className="print:hidden">
      <h3 className={H3}>{fill(t.careNear, { place: local.place })}</h3>
      {none ? (
        <p className="mt-3 text-base leading-7" data-testid="bll-no-providers">
          {fill(t.noProviders, { zip: local.zip })}
        </p>
      ) : (
        <ul className="mt-3 space-y-2 text-base leading-7">
          {nearby.providers.map((p) => (
            <li key={p.id}>
              <a href={`/program/${p.id}`} lang="en" className={LINK}>
                {p.name}
              </a>
              , {p.city}, {p.state}
              {p.miles !== null ? ` (${fill(t.miles, { miles: Math.round(p.miles) })})` : ""}
            </li>
          ))}
        </ul>
      )}
      {none && nearby.telehealth.length > 0 ? (
        <>
          <p className="mt-3 text-base leading-7">{t.telehealth}</p>
          <ul className="mt-2 space-y-2 text-base leading-7">
            {nearby.telehealth.map((p) => (
              <li key={p.id}>
                <a href={`/program/${p.id}`} lang="en" className={LINK}>
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
          {fill(t.seeAll, { zip: local.zip })}
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
