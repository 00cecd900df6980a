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

const make = <N extends keyof Messages>(locale: Locale, namespace: N) =>
  createTranslator({ locale, messages: messagesFor(locale), namespace, _cache: CACHES[locale], _formatters: FORMATTERS[locale] });

/**
 * One translator per language and namespace for the life of the process, and the text of each key asked without
 * values kept by it: a program page asks about a hundred fixed labels ("Services", "Not provided") on every
 * request, and next-intl formats each again (about 1 ms of a 20 ms page, issue 52). Keys asked with values, and
 * `t.rich`, `t.markup`, `t.raw` and `t.has`, go to next-intl as before. The catalogues are fixed at build time.
 */
const TRANSLATORS = new Map<string, unknown>();

/** next-intl's translator for one namespace of a catalogue: `t("key", { values })`, ICU plurals and all. */
export function translator<N extends keyof Messages>(locale: Locale, namespace: N): ReturnType<typeof make<N>> {
  const id = `${locale}:${namespace}`;
  const known = TRANSLATORS.get(id) as ReturnType<typeof make<N>> | undefined;
  if (known) return known;
  const base = make(locale, namespace);
  const fixed = new Map<string, string>();
  const call = base as unknown as (key: string, values?: unknown, formats?: unknown) => string;
  const t = Object.assign(
    (key: string, values?: unknown, formats?: unknown) => {
      if (values !== undefined || formats !== undefined) return call(key, values, formats);
      let text = fixed.get(key);
      if (text === undefined) fixed.set(key, (text = call(key)));
      return text;
    },
    { rich: base.rich, markup: base.markup, raw: base.raw, has: base.has },
  ) as unknown as ReturnType<typeof make<N>>;
  TRANSLATORS.set(id, t);
  return t;
}

/** Numbers, dates and lists formatted for the locale (next-intl's formatter). */
export function formatter(locale: Locale) {
  return createFormatter({ locale: locale === "es" ? "es-US" : "en-US", timeZone: "UTC", _cache: CACHES[locale], _formatters: FORMATTERS[locale] });
}
