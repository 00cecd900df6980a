// The form, the answer and its sources are in features/blood-lead; the providers near a ZIP come from search,
// composed in ./actions.ts.
import { BloodLeadPage, generateBloodLeadPageMetadata } from "@/features/blood-lead/server";
import { submitBloodLead } from "./actions";

export const generateMetadata = generateBloodLeadPageMetadata;

export default function Page({ searchParams }: { searchParams: Promise<Partial<Record<string, string | string[] | undefined>>> }) {
  return <BloodLeadPage searchParams={searchParams} action={submitBloodLead} />;
}
