import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { localeHref } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

const t = translator("es", "program");

export const metadata: Metadata = { title: t("notFoundTitle"), robots: { index: false } };

/** Unknown or malformed program ids under /es (HTTP 404): the English screen's words in Spanish. */
export default function ProgramNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t("notFoundTitle")}</h1>
      <p className="mt-4 text-muted-foreground">{t("notFoundText")}</p>
      <Button asChild className="mt-8 h-11 px-6">
        <Link href={localeHref("es", "/")}>{t("returnHome")}</Link>
      </Button>
    </div>
  );
}
