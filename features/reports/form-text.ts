import { errorWords } from "@/lib/i18n/error-text";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/catalogues";
import type { ReportFormText } from "./report-dialog";

/** The report dialog's words in one language (messages/*.json `reportForm`), for the program page to hand it. */
export function reportFormText(locale: Locale): ReportFormText {
  const { errors, ...words } = messagesFor(locale).reportForm;
  return { ...words, ...errorWords(locale, messagesFor("en").reportForm.errors, errors) };
}
