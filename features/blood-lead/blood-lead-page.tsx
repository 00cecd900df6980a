import type { Metadata } from "next";
import { Breadcrumbs } from "@/features/content/server";
import { SourcesList } from "@/features/content/client";
import { formatUsLongDate, pageMetadata } from "@/lib/seo";
import { BLOOD_LEAD_PATH } from "./index";
import { BloodLeadForm, type BloodLeadAction } from "./blood-lead-form";
import { PARAMS } from "./input";
import { BLL_SOURCES, SOURCES_CHECKED_ON } from "./sources";

const HEADING = "Blood lead test results: what they mean";
const TITLE = "Blood lead levels: what a result means, from CDC, AAP, CSTE and OSHA guidance";
const DESCRIPTION =
  "Enter a blood lead result, who was tested and how, and read what CDC, the American Academy of Pediatrics, CSTE and OSHA say for that level, with each source linked, and the public help near your ZIP.";

type Query = Partial<Record<string, string | string[] | undefined>>;
type Props = { searchParams: Promise<Query>; action: BloodLeadAction };

/** An old GET address with a result (the page before issue 50) is not indexed, and its value is never read. */
export async function generateMetadata({ searchParams }: { searchParams: Promise<Query> }): Promise<Metadata> {
  const query = await searchParams;
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: BLOOD_LEAD_PATH, noindex: PARAMS.some((key) => query[key] !== undefined) });
}

/** The page: the form posts to `action` (composed in app/blood-lead-levels with the provider search). */
export default async function BloodLeadPage({ searchParams, action }: Props) {
  const query = await searchParams;
  const legacy = PARAMS.some((key) => query[key] !== undefined);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="print:hidden">
        <Breadcrumbs crumbs={[{ name: "Home", path: "/" }, { name: HEADING, path: BLOOD_LEAD_PATH }]} />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl print:mt-0 print:text-[16pt]">{HEADING}</h1>
      <p className="mt-4 max-w-[70ch] text-lg leading-8 text-muted-foreground print:hidden">
        Enter a blood lead result to read what CDC, the American Academy of Pediatrics, CSTE and OSHA say at that level,
        with a link to each source. The number you enter is not stored on our servers, is not written to our logs, and is
        not sent to analytics; it is sent in the form, never in the page&apos;s address.
      </p>
      <BloodLeadForm action={action} initial={{ kind: "empty", legacy }} />
      <div className="print:hidden">
        <p className="mt-12 text-sm text-muted-foreground">
          Sources checked on <time dateTime={SOURCES_CHECKED_ON}>{formatUsLongDate(SOURCES_CHECKED_ON)}</time>.
        </p>
        <SourcesList sources={Object.values(BLL_SOURCES)} />
      </div>
    </div>
  );
}
