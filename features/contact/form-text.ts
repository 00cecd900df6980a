import type { ContactFormText } from "@/features/contact/contact-form";
import type { Locale } from "@/lib/i18n/locales";
import { errorWords } from "@/lib/i18n/error-text";
import { messagesFor } from "@/lib/i18n/catalogues";

/**
 * The contact form's words, topics and error messages in one language (messages/*.json, contact), for the server
 * component that renders the form: the client component gets them as a prop, never the catalogue.
 */
export function contactFormText(locale: Locale): ContactFormText {
  const { form, topics, errors } = messagesFor(locale).contact;
  // The shared schema's and the API's messages are English: each maps to the page's by its key in the catalogue.
  return { ...form, topics, ...errorWords(locale, messagesFor("en").contact.errors, errors) };
}
