export { default, metadata } from "@/features/contact/contact-page";

// CONTACT_EMAIL is read at request time, so one build serves any deployment.
export const dynamic = "force-dynamic";
