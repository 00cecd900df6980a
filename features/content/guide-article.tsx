import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { guideImagePath } from "./guide-image";
import { JsonLd } from "@/components/json-ld";
import { Button } from "@/components/ui/button";
import type { GuideReview } from "@/features/content/guide-reviews";
import { env } from "@/lib/env";
import type { StaticPage } from "@/features/content/guides";
import { countWords, readingMinutes } from "@/features/content/reading-time";
import { articleJsonLd } from "@/lib/seo";
import { Breadcrumbs } from "./breadcrumbs";
import type { GuideFrontmatter } from "./content-file";
import type { TocItem } from "./markdown";
import { GuideDisclaimer } from "@/features/content/medical-disclaimer";
import { localeHref, type Locale } from "@/lib/i18n/locales";
import { messagesFor, translator } from "@/lib/i18n/messages";
import { longDate } from "./long-date";
import { GuideBadges, GuideDates } from "./guide-trust";
import { SourcesList } from "./sources";
import { textOf } from "./text-of";
import { UrgentHelp } from "./urgent-help";

/** Typography for the guide body: ~70-character lines, 16px+ text, a clear heading scale. */
export const PROSE = [
  "max-w-[70ch] text-base leading-7",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
].join(" ");

type GuideArticleProps = {
  page: StaticPage;
  /** The guide's frontmatter: intro, badges, urgent help, call to action, sources and their date. */
  guide: GuideFrontmatter;
  /** A named reviewer from guide-reviews.ts, or none. */
  review?: GuideReview;
  sections: TocItem[];
  children?: React.ReactNode;
  /** The page's language: its frame's words, dates and links (the body is the language's content file). */
  locale?: Locale;
};

/** Shared frame of the four guides: breadcrumb, title block, disclaimer, contents, body, CTA, sources. */
export function GuideArticle({ page, guide, review, sections, children, locale = "en" }: GuideArticleProps) {
  const { intro, badges, cta, sources } = guide;
  const t = translator(locale, "content");
  const { content } = messagesFor(locale);
  const home = localeHref(locale, "/");
  // The symptoms guide's urgent-help box, above the title block.
  const before = guide.urgentHelp ? <UrgentHelp text={content.urgentHelp} /> : null;
  // The words a reader reads: title, intro, body and the closing call to action (not menus or sources).
  const words = countWords([page.heading, intro, textOf(before), textOf(children), cta.text].join(" "));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <JsonLd
        data={articleJsonLd(
          { headline: page.heading, description: page.description, path: page.path, dateModified: page.updated, datePublished: page.published, image: guideImagePath(page.path), ...(locale === "en" ? {} : { inLanguage: locale }) },
          env.SITE_URL,
        )}
      />
      <Breadcrumbs crumbs={[{ name: t("home"), path: home }, { name: page.heading, path: page.path }]} label={t("breadcrumb")} />
      {before ? <div className="mt-6">{before}</div> : null}
      <article className="mt-6">
        <header>
          <GuideBadges minutes={readingMinutes(words)} review={review} extraBadges={badges} locale={locale} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{page.heading}</h1>
          <p className="mt-4 max-w-[70ch] text-lg leading-8 text-muted-foreground">{intro}</p>
          <GuideDates updated={page.updated} sourcesChecked={guide.sourcesCheckedOn} review={review} locale={locale} />
        </header>

        <div className="mt-6">
          <GuideDisclaimer text={content.disclaimer} />
        </div>

        {sections.length > 0 ? (
          <nav aria-labelledby="toc" className="mt-8 rounded-lg border bg-muted/50 p-4">
            <h2 id="toc" className="text-base font-semibold">
              {t("toc")}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm leading-6">
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="underline underline-offset-4 hover:text-primary">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        <div className={`mt-4 ${PROSE}`} data-guide-body data-words={words}>
          {children}
        </div>

        <section aria-labelledby="next-step" className="mt-12 rounded-lg border bg-accent p-6">
          <h2 id="next-step" className="text-xl font-semibold text-accent-foreground">
            {t("nextStep")}
          </h2>
          <p className="mt-2 max-w-[70ch] leading-7">{cta.text}</p>
          <Button asChild size="lg" className="mt-4 h-auto min-h-10 py-2 whitespace-normal">
            <Link href={home}>
              {cta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </section>

        {locale === "en" ? (
          <SourcesList sources={sources} />
        ) : (
          <SourcesList
            sources={sources}
            heading={t("sources")}
            itemsLang="en"
            note={
              <>
                {`${t("sourcesLanguage")} ${t("sourcesCheckedOn")} `}
                <time dateTime={guide.sourcesCheckedOn}>{longDate(locale, guide.sourcesCheckedOn)}</time>.
              </>
            }
          />
        )}
      </article>
    </div>
  );
}
