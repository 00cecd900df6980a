import type { StaticPage } from "@/features/content/guides";
import { localeHref, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { Breadcrumbs } from "./breadcrumbs";
import { PROSE } from "./guide-article";
import { longDate } from "./long-date";

/** Frame of the privacy policy and the terms: breadcrumb, title, effective date, body. */
export function PolicyArticle({ page, children, locale = "en" }: { page: StaticPage; children?: React.ReactNode; locale?: Locale }) {
  const t = translator(locale, "content");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ name: t("home"), path: localeHref(locale, "/") }, { name: page.heading, path: page.path }]} label={t("breadcrumb")} />
      <article className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {page.effective ? (
            <>
              {`${t("inEffectSince")} `}
              <time dateTime={page.effective}>{longDate(locale, page.effective)}</time>.{" "}
            </>
          ) : null}
          {`${t("lastChanged")} `}
          <time dateTime={page.updated}>{longDate(locale, page.updated)}</time>
        </p>
        <div className={`mt-2 ${PROSE}`}>{children}</div>
      </article>
    </div>
  );
}
