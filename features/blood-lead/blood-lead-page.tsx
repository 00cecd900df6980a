import type { Metadata } from "next";
import { Breadcrumbs } from "@/features/content/server";
import { SourcesList } from "@/features/content/client";
import { localeHref, localePath, type Locale } from "@/lib/i18n/locales";
import { formatter, translator, messagesFor } from "@/lib/i18n/messages";
import { formatUsLongDate, pageMetadata } from "@/lib/seo";
import { BLOOD_LEAD_PATH } from "./index";
import { BloodLeadForm, type BloodLeadAction } from "./blood-lead-form";
import { PARAMS } from "./input";
import { BLL_SOURCES, SOURCES_CHECKED_ON } from "./sources";

type Query = Partial<Record<string, string | string[] | undefined>>;
type Props = { searchParams: Promise<Query>; action: BloodLeadAction; locale?: Locale };

/** An old GET address with a result (the page before issue 50) is not indexed, and its value is never read. */
export function metadataFor(locale: Locale) {
  return async function generateMetadata({ searchParams }: { searchParams: Promise<Query> }): Promise<Metadata> {
    const query = await searchParams;
    const t = translator(locale, "bloodLead");
    return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: localePath(locale, BLOOD_LEAD_PATH), noindex: PARAMS.some((key) => query[key] !== undefined) });
  };
}
export const generateMetadata = metadataFor("en");

/** The page: the form posts to `action` (composed in app/(en)/blood-lead-levels with the provider search). */
export default async function BloodLeadPage({ searchParams, action, locale = "en" }: Props) {
  const query = await searchParams;
  const legacy = PARAMS.some((key) => query[key] !== undefined);
  const t = translator(locale, "bloodLead");
  const { bloodLead } = messagesFor(locale);
  const checkedOn = locale === "en" ? formatUsLongDate(SOURCES_CHECKED_ON) : formatter(locale).dateTime(new Date(`${SOURCES_CHECKED_ON}T00:00:00Z`), { dateStyle: "long" });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="print:hidden">
        <Breadcrumbs label={t("breadcrumb")} crumbs={[{ name: t("home"), path: localeHref(locale, "/") }, { name: t("heading"), path: localePath(locale, BLOOD_LEAD_PATH) }]} />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl print:mt-0 print:text-[16pt]">{t("heading")}</h1>
      <p className="mt-4 max-w-[70ch] text-lg leading-8 text-muted-foreground print:hidden">
        {t("intro")}
      </p>
      <BloodLeadForm action={action} initial={{ kind: "empty", legacy }} text={{ form: bloodLead.form, answer: bloodLead.answer }} />
      <div className="print:hidden">
        <p className="mt-12 text-sm text-muted-foreground">
          {t("sourcesChecked")} <time dateTime={SOURCES_CHECKED_ON}>{checkedOn}</time>.
        </p>
        {locale === "en" ? (
          <SourcesList sources={Object.values(BLL_SOURCES)} />
        ) : (
          <>
            <p className="mt-2 text-sm text-muted-foreground">{t("sourcesLanguage")}</p>
            {/* The sources' own titles, as published: in English. */}
            <SourcesList sources={Object.values(BLL_SOURCES)} heading={t("sources")} itemsLang="en" />
          </>
        )}
      </div>
    </div>
  );
}
