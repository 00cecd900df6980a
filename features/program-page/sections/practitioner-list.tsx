import { Video } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { PublicPractitioner } from "@/features/programs";
import { factLabels, languageName } from "@/features/programs/server";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

/**
 * Practitioners whose profiles are published (drafts are filtered out by the query). On a page in another
 * language their names, credentials and specialties (the provider's words) are marked lang="en"; the languages
 * of the list are named in the page's language.
 */
export function PractitionerList({ practitioners, locale = "en" }: { practitioners: PublicPractitioner[]; locale?: Locale }) {
  if (practitioners.length === 0) return null;
  const t = translator(locale, "program");
  const facts = factLabels(locale);
  const own = locale === "en" ? undefined : "en";
  return (
    <Card aria-labelledby="practitioners-heading" role="region" className="gap-4">
      <CardHeader>
        <h2 id="practitioners-heading" className="text-lg leading-none font-semibold">
          {t("practitioners.heading")}
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {practitioners.map((p) => (
            <li key={p.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
              <h3 className="font-medium" lang={own}>
                {p.fullName}
                {p.credentials.length > 0 && <span className="text-muted-foreground">, {p.credentials.join(", ")}</span>}
              </h3>
              {p.specialties.length > 0 && (
                <p className="text-sm">
                  <span className="text-muted-foreground">{t("practitioners.specialties")}</span>
                  <span lang={own}>{p.specialties.join(", ")}</span>
                </p>
              )}
              {p.languages.length > 0 && (
                <p className="text-sm">
                  <span className="text-muted-foreground">{t("practitioners.languages")}</span>
                  {p.languages.map((l) => languageName(facts, l)).join(", ")}
                </p>
              )}
              {p.telehealth && (
                <Badge variant="outline" className="gap-1">
                  <Video aria-hidden="true" />
                  {t("practitioners.telehealth")}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
