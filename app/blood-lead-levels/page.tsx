// The form, the answer and its sources are in features/blood-lead.
export { default, generateMetadata } from "@/features/blood-lead/blood-lead-page";
