import { errorWords } from "@/lib/i18n/error-text";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/catalogues";
import type { ReviewFormText } from "./review-form";

/** The review form's words in one language (messages/*.json `reviewForm`), for the program page to hand the form. */
export function reviewFormText(locale: Locale): ReviewFormText {
  const { errors, ...words } = messagesFor(locale).reviewForm;
  return { ...words, ...errorWords(locale, messagesFor("en").reviewForm.errors, errors) };
}
