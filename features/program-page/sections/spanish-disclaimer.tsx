import { TriangleAlert } from "lucide-react";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

/**
 * The program page's medical disclaimer in another language: the words of features/content's MedicalDisclaimer
 * ("directory"), which is English only for now, with its look. To go when MedicalDisclaimer takes a locale.
 */
export function SpanishDisclaimer({ locale }: { locale: Locale }) {
  const t = translator(locale, "program");
  return (
    <aside aria-label={t("disclaimer.label")} className="flex gap-3 rounded-md border border-warning-border bg-warning p-4 text-sm leading-6 text-warning-foreground">
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t("disclaimer.title")}</strong> {t("disclaimer.text")}
      </p>
    </aside>
  );
}
