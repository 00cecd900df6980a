export { ContactPage as default, contactPageMetadata as metadata } from "@/features/contact/server";

// CONTACT_EMAIL is read at request time, so one build serves any deployment.
export const dynamic = "force-dynamic";
