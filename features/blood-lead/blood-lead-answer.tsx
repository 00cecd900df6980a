import Link from "next/link";
import { ArrowRight, Phone, TriangleAlert } from "lucide-react";
import { SourceLink } from "@/features/content/client";
import { format, type Answer, type Line } from "./bands";
import { HOW_LABELS, WHO_LABELS, type How, type Who } from "./input";
import { BLL_SOURCES } from "./sources";

const LIST = "mt-3 list-disc space-y-3 pl-6 text-base leading-7";
const H3 = "mt-8 text-lg font-semibold";
const LINK = "font-semibold text-primary underline underline-offset-4";

/** One statement and, after it, the source it rests on. */
function Cited({ line }: { line: Line }) {
  const source = BLL_SOURCES[line.source];
  return (
    <>
      {line.text}{" "}
      <span className="text-sm whitespace-nowrap text-muted-foreground">
        (<SourceLink source={source}>{source.short}</SourceLink>)
      </span>
    </>
  );
}

const Lines = ({ lines }: { lines: Line[] }) => (
  <ul className={`${LIST} [&_a]:underline [&_a]:underline-offset-4`}>
    {lines.map((line) => (
      <li key={line.text}>
        <Cited line={line} />
      </li>
    ))}
  </ul>
);

/** The answer for one result: band, meaning, next steps, what not to do, help and care. */
export function BloodLeadAnswer({ value, who, how, answer }: { value: number; who: Who; how: How; answer: Answer }) {
  const doctor = answer.path === "child" ? "the child's doctor" : "your doctor";
  return (
    <section aria-labelledby="bll-answer" className="mt-8 scroll-mt-24 rounded-lg border bg-card p-4 sm:p-6" data-testid="bll-answer">
      <h2 id="bll-answer" className="text-2xl font-semibold tracking-tight text-balance">
        What a result of {format(value)} µg/dL means
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {WHO_LABELS[who]} · {HOW_LABELS[how]}
      </p>
      <p className="mt-4 inline-block rounded-md bg-accent px-3 py-1 text-base font-semibold text-accent-foreground" data-testid="bll-band">
        {answer.band}
      </p>

      {answer.urgent ? (
        <div role="note" className="mt-4 flex gap-3 rounded-lg border-2 border-destructive p-4">
          <Phone className="mt-1 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <p className="text-base leading-7">
            <strong>Contact {doctor} now.</strong> If you cannot reach them, call Poison Help at{" "}
            <a href="tel:+18002221222" className="font-semibold whitespace-nowrap text-destructive underline underline-offset-4">
              1-800-222-1222
            </a>
            , at any hour.
          </p>
        </div>
      ) : null}

      <p className="mt-4 text-base leading-7">
        This is not a diagnosis. Talk to {doctor} about this result: they know the history and can order the right tests.
      </p>

      <Lines lines={answer.summary} />

      {answer.confirm ? (
        <div className="mt-6 rounded-lg border border-warning-border bg-warning p-4 text-warning-foreground [&_a]:underline [&_a]:underline-offset-4">
          <h3 className="flex items-center gap-2 text-base font-semibold">
            <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
            {how === "capillary" && value >= 3.5 ? "First: confirm with a venous test" : "About the fingerstick test"}
          </h3>
          <p className="mt-2 text-base leading-7">
            <Cited line={answer.confirm} />
          </p>
        </div>
      ) : null}
      {answer.note ? <p className="mt-4 text-base leading-7 text-muted-foreground">Note: {answer.note}</p> : null}

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

      <h3 className={H3}>Help and care</h3>
      <ul className={`${LIST} [&_a]:underline [&_a]:underline-offset-4`}>
        <li>
          Poison Help,{" "}
          <a href="tel:+18002221222" className={`${LINK} whitespace-nowrap`}>
            1-800-222-1222
          </a>
          , connects you to your local poison center; the call is free and confidential{" "}
          <span className="text-sm text-muted-foreground">
            (<SourceLink source={BLL_SOURCES.poisonHelp}>HRSA</SourceLink>)
          </span>
          , and poison centers answer 24 hours a day, every day{" "}
          <span className="text-sm text-muted-foreground">
            (<SourceLink source={BLL_SOURCES.poisonCenters}>HRSA</SourceLink>)
          </span>
          .
        </li>
        <li>
          If someone is unconscious or has trouble breathing, call{" "}
          <a href="tel:911" className={LINK}>
            911
          </a>{" "}
          <span className="text-sm text-muted-foreground">
            (<SourceLink source={BLL_SOURCES.poisonHelp}>HRSA</SourceLink>)
          </span>
          .
        </li>
      </ul>
      {answer.care.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {answer.care.map((link) => (
            <li key={link.href}>
              {link.href.startsWith("/") ? (
                <Link href={link.href} prefetch={false} className="inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 font-medium text-primary hover:bg-accent">
                  {link.label}
                  <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                </Link>
              ) : (
                <a href={link.href} rel="noopener" className="inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 font-medium text-primary hover:bg-accent">
                  {link.label}
                  <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
