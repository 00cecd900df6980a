import { _createCache, _createIntlFormatters, createFormatter, createTranslator } from "next-intl";
import { messagesFor, type Messages } from "./catalogues";
import type { Locale } from "./locales";

export { messagesFor, type Messages };

/**
 * The message catalogues, one a language (messages/en.json, messages/es.json, the same keys: a test checks),
 * read through next-intl's translator with the locale passed explicitly, so a server component, a test or a
 * share image gets the same text without a request-scoped locale. Client components never import this module:
 * the server passes them the strings they show as props (docs/i18n.md).
 */

/**
 * One cache of compiled messages and Intl formatters per language, for the life of the process. Without it every
 * translator() call compiled each message it formatted again (a new IntlMessageFormat, new Intl.PluralRules),
 * on every request: the shell alone formats dozens of strings per page.
 */
const CACHES = { en: _createCache(), es: _createCache() } satisfies Record<Locale, ReturnType<typeof _createCache>>;
const FORMATTERS = { en: _createIntlFormatters(CACHES.en), es: _createIntlFormatters(CACHES.es) } satisfies Record<Locale, ReturnType<typeof _createIntlFormatters>>;

/** next-intl's translator for one namespace of a catalogue: `t("key", { values })`, ICU plurals and all. */
export function translator<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace, _cache: CACHES[locale], _formatters: FORMATTERS[locale] });
}

/** Numbers, dates and lists formatted for the locale (next-intl's formatter). */
export function formatter(locale: Locale) {
  return createFormatter({ locale: locale === "es" ? "es-US" : "en-US", timeZone: "UTC", _cache: CACHES[locale], _formatters: FORMATTERS[locale] });
}
