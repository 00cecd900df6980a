import type { Metadata } from "next";
import { Breadcrumbs } from "@/features/content/server";
import { SourcesList } from "@/features/content/client";
import { UrgentHelp } from "@/features/content/client";
import { formatUsLongDate, pageMetadata } from "@/lib/seo";
import { answerFor } from "./bands";
import { BLOOD_LEAD_PATH } from "./index";
import { BloodLeadAnswer } from "./blood-lead-answer";
import { BloodLeadForm } from "./blood-lead-form";
import { PARAMS, parseQuery, type Query } from "./input";
import { BLL_SOURCES, SOURCES_CHECKED_ON } from "./sources";

const HEADING = "Blood lead test results: what they mean";
const TITLE = "Blood lead levels: what a result means, from CDC and AAP guidance";
const DESCRIPTION =
  "Enter a blood lead result in µg/dL, who was tested and how, and read what CDC and the American Academy of Pediatrics recommend for that level, with each source linked.";

type Props = { searchParams: Promise<Query> };

/** The bare page is indexed; a URL carrying a result is not (and is never cached by a CDN: README.md). */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: BLOOD_LEAD_PATH, noindex: PARAMS.some((key) => query[key] !== undefined) });
}

export default async function BloodLeadPage({ searchParams }: Props) {
  const parsed = parseQuery(await searchParams);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ name: "Home", path: "/" }, { name: HEADING, path: BLOOD_LEAD_PATH }]} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{HEADING}</h1>
      <p className="mt-4 max-w-[70ch] text-lg leading-8 text-muted-foreground">
        Enter a blood lead result to read what CDC and the American Academy of Pediatrics recommend at that level, with a
        link to each source. The number you enter is not stored, and it is not sent to analytics.
      </p>
      {parsed.kind === "invalid" ? (
        <p role="alert" className="mt-6 rounded-md border border-destructive p-3 text-base font-medium text-destructive">
          Please check the form: {Object.keys(parsed.errors).length === 1 ? "one answer needs" : "some answers need"} a change.
        </p>
      ) : null}
      <BloodLeadForm echo={parsed.kind === "empty" ? undefined : parsed.echo} errors={parsed.kind === "invalid" ? parsed.errors : undefined} />
      {parsed.kind === "ok" ? (
        <BloodLeadAnswer value={parsed.value} who={parsed.who} how={parsed.how} answer={answerFor(parsed.value, parsed.who, parsed.how)} />
      ) : (
        // An answer carries its own Poison Help and 911 lines.
        <div className="mt-8">
          <UrgentHelp />
        </div>
      )}
      <p className="mt-12 text-sm text-muted-foreground">
        Sources checked on <time dateTime={SOURCES_CHECKED_ON}>{formatUsLongDate(SOURCES_CHECKED_ON)}</time>.
      </p>
      <SourcesList sources={Object.values(BLL_SOURCES)} />
    </div>
  );
}
