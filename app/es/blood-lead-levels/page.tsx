// /es/blood-lead-levels: the page of app/(en)/blood-lead-levels in Spanish (features/blood-lead, docs/i18n.md).
import { BloodLeadPage, bloodLeadPageMetadata } from "@/features/blood-lead/server";
import { submitBloodLeadEs } from "./actions";

export const generateMetadata = bloodLeadPageMetadata("es");

export default function Page({ searchParams }: { searchParams: Promise<Partial<Record<string, string | string[] | undefined>>> }) {
  return <BloodLeadPage searchParams={searchParams} action={submitBloodLeadEs} locale="es" />;
}
