import Link from "next/link";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { localeHref, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

/**
 * 404 (decisions.md "The right provider first" overrides the spec's developer text): says plainly that the
 * page does not exist and offers the search, as a plain GET form that works without JavaScript.
 */
export function NotFoundContent({ locale }: { locale: Locale }) {
  const t = translator(locale, "notFound");
  const home = localeHref(locale, "/");
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("text")}</p>
      <form action={home} method="get" role="search" className="mt-6 flex w-full gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t("searchLabel")}
        </label>
        <Input id="not-found-search" name="q" type="search" placeholder={t("placeholder")} maxLength={200} autoComplete="off" enterKeyHint="search" className="h-11 text-base" />
        <Button type="submit" className="h-11 px-4 sm:px-5">
          <Search aria-hidden="true" /> {t("search")}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        <Link href={home} className="text-primary underline underline-offset-2">
          {t("home")}
        </Link>
      </p>
    </div>
  );
}
