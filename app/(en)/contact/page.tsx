import { contactPageMetadata } from "@/features/contact/server";

export { ContactPage as default } from "@/features/contact/server";
export const metadata = contactPageMetadata("en");

// CONTACT_EMAIL is read at request time, so one build serves any deployment.
export const dynamic = "force-dynamic";
