// /es/contact: the page of app/(en)/contact in Spanish (features/contact, docs/i18n.md). The API stays English;
// the form shows its messages in Spanish.
import { ContactPage, contactPageMetadata } from "@/features/contact/server";

export const metadata = contactPageMetadata("es");

// CONTACT_EMAIL is read at request time, so one build serves any deployment.
export const dynamic = "force-dynamic";

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ContactPage searchParams={searchParams} locale="es" />;
}
