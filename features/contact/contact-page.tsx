import Link from "next/link";
import type { Metadata } from "next";
import { Breadcrumbs } from "@/features/content/server";
import { env } from "@/lib/env";
import { localeHref, localePath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo";
import { ContactForm } from "@/features/contact/contact-form";
import { contactFormText } from "@/features/contact/form-text";
import { getProgram } from "@/features/programs/server";
import { isUuid } from "@/lib/ids";

/** The page's metadata in one language (/contact, /es/contact). */
export function contactPageMetadata(locale: Locale): Metadata {
  const t = translator(locale, "contact");
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: localePath(locale, "/contact") });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>>; locale?: Locale };

/**
 * `?program=<id>`: the "manage this listing" step for a listing without a website (issue 32, item 1) opens the
 * form about that listing, with a message the owner completes. An unknown or malformed id is ignored.
 */
async function listingMessage(searchParams: Props["searchParams"], locale: Locale) {
  const id = (await searchParams).program;
  if (typeof id !== "string" || !isUuid(id)) return undefined;
  const program = await getProgram(id.toLowerCase()).catch(() => null);
  if (!program) return undefined;
  const t = translator(locale, "contact");
  return {
    topic: "listing" as const,
    message: t("listingMessage", { name: program.name, city: program.city, state: program.state, id: program.id }),
  };
}

export default async function ContactPage({ searchParams, locale = "en" }: Props) {
  const initial = await listingMessage(searchParams, locale);
  const t = translator(locale, "contact");
  const link = "font-semibold underline underline-offset-4";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { name: t("home"), path: localeHref(locale, "/") },
          { name: t("heading"), path: localePath(locale, "/contact") },
        ]}
        label={t("breadcrumb")}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t("heading")}</h1>
      <div className="mt-4 max-w-[70ch] space-y-3 text-base leading-7">
        <p>{t("intro")}</p>
        <p className="rounded-lg border border-warning-border bg-warning p-4 text-warning-foreground">
          {t.rich("urgent", {
            poison: (chunks) => (
              <a href="tel:+18002221222" className={link}>
                {chunks}
              </a>
            ),
            emergency: (chunks) => (
              <a href="tel:911" className={link}>
                {chunks}
              </a>
            ),
          })}
        </p>
        {env.CONTACT_EMAIL ? (
          <p>
            {t.rich("email", {
              address: env.CONTACT_EMAIL,
              email: (chunks) => (
                <a href={`mailto:${env.CONTACT_EMAIL}`} className="font-medium underline underline-offset-4">
                  {chunks}
                </a>
              ),
            })}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="contact-form-heading" className="mt-8 rounded-lg border p-4 sm:p-6">
        <h2 id="contact-form-heading" className="text-xl font-semibold">
          {t("formHeading")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t.rich("keep", {
            privacy: (chunks) => (
              <Link href={`${localeHref(locale, "/privacy-policy")}#contact-messages`} className="underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <div className="mt-4">
          <ContactForm initial={initial} text={contactFormText(locale)} />
        </div>
      </section>
    </div>
  );
}
