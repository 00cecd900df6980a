import Link from "next/link";
import { Breadcrumbs } from "@/features/content/server";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo";
import { ContactForm } from "@/features/contact/contact-form";
import { getProgram } from "@/features/programs/server";
import { isUuid } from "@/lib/ids";

export const metadata = pageMetadata({
  title: "Contact Us",
  description:
    "Send a message to the people who run Heavy Metal Detox Directory: questions, listing problems, corrections to our guides, or privacy requests.",
  path: "/contact",
});


type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `?program=<id>`: the "manage this listing" step for a listing without a website (issue 32, item 1) opens the
 * form about that listing, with a message the owner completes. An unknown or malformed id is ignored.
 */
async function listingMessage(searchParams: Props["searchParams"]) {
  const id = (await searchParams).program;
  if (typeof id !== "string" || !isUuid(id)) return undefined;
  const program = await getProgram(id.toLowerCase()).catch(() => null);
  if (!program) return undefined;
  return {
    topic: "listing" as const,
    message: `I added "${program.name}" (${program.city}, ${program.state}; listing ${program.id}) and would like to manage it. It has no website, so this is how you can check that it is mine: `,
  };
}

export default async function ContactPage({ searchParams }: Props) {
  const initial = await listingMessage(searchParams);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ name: "Home", path: "/" }, { name: "Contact Us", path: "/contact" }]} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
      <div className="mt-4 max-w-[70ch] space-y-3 text-base leading-7">
        <p>
          Write to us about the directory: a question, a problem with a listing, a correction to one of our guides, or
          a request about your data. We cannot give medical advice or answer questions about a provider’s care: for
          those, contact the provider or your own doctor.
        </p>
        <p className="rounded-lg border border-warning-border bg-warning p-4 text-warning-foreground">
          If you think someone has been poisoned, call Poison Control at{" "}
          <a href="tel:+18002221222" className="font-semibold underline underline-offset-4">
            1-800-222-1222
          </a>
          . In an emergency, call{" "}
          <a href="tel:911" className="font-semibold underline underline-offset-4">
            911
          </a>
          . This form is not watched around the clock.
        </p>
        {env.CONTACT_EMAIL ? (
          <p>
            You can also email us at{" "}
            <a href={`mailto:${env.CONTACT_EMAIL}`} className="font-medium underline underline-offset-4">
              {env.CONTACT_EMAIL}
            </a>
            .
          </p>
        ) : null}
      </div>
      <section aria-labelledby="contact-form-heading" className="mt-8 rounded-lg border p-4 sm:p-6">
        <h2 id="contact-form-heading" className="text-xl font-semibold">
          Send a message
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          We keep your message and email address to answer you, as our{" "}
          <Link href="/privacy-policy#contact-messages" className="underline underline-offset-4">
            privacy policy
          </Link>{" "}
          explains. They are never published.
        </p>
        <div className="mt-4">
          <ContactForm initial={initial} />
        </div>
      </section>
    </div>
  );
}
