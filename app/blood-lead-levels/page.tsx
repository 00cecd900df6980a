// The form, the answer and its sources are in features/blood-lead.
export { BloodLeadPage as default, generateBloodLeadPageMetadata as generateMetadata } from "@/features/blood-lead/server";
