import type { StaticPage } from "@/features/content/guides";
import { formatUsLongDate } from "@/lib/seo";
import { Breadcrumbs } from "./breadcrumbs";
import { PROSE } from "./guide-article";

/** Frame of the privacy policy and the terms: breadcrumb, title, effective date, body. */
export function PolicyArticle({ page, children }: { page: StaticPage; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={[{ name: "Home", path: "/" }, { name: page.heading, path: page.path }]} />
      <article className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {page.effective ? (
            <>
              In effect since <time dateTime={page.effective}>{formatUsLongDate(page.effective)}</time>.{" "}
            </>
          ) : null}
          Last changed: <time dateTime={page.updated}>{formatUsLongDate(page.updated)}</time>
        </p>
        <div className={`mt-2 ${PROSE}`}>{children}</div>
      </article>
    </div>
  );
}
