import { Globe, Mail, Phone } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { safeEmail, safeHttpUrl } from "@/lib/format";
import { telHref } from "@/lib/phone";
import { insightLink } from "@/components/analytics/insight-link";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

type ContactCardProps = { programId: string; phone: string | null; email: string | null; website: string | null; locale?: Locale };

/** Phone, email and website, each only when the program has a usable one. */
export function ContactCard({ programId, phone, email, website, locale = "en" }: ContactCardProps) {
  const t = translator(locale, "program");
  const tel = telHref(phone);
  const mail = safeEmail(email);
  const site = safeHttpUrl(website);
  const linkClass =
    "inline-flex min-h-11 items-center gap-3 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [overflow-wrap:anywhere] lg:text-sm";
  return (
    <Card aria-labelledby="contact-heading" role="region" className="gap-4">
      <CardHeader>
        <h2 id="contact-heading" className="text-lg leading-none font-semibold">
          {t("contact.heading")}
        </h2>
      </CardHeader>
      <CardContent>
        {tel || mail || site ? (
          <ul className="space-y-1">
            {tel && (
              <li>
                <a href={tel} className={linkClass} {...insightLink(programId, "call")}>
                  <Phone className="size-4 shrink-0" aria-hidden="true" />
                  <span>
                    <span className="sr-only">{t("contact.call")}</span>
                    {phone}
                  </span>
                </a>
              </li>
            )}
            {mail && (
              <li>
                <a href={`mailto:${mail}`} className={linkClass}>
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  <span>
                    <span className="sr-only">{t("contact.email")}</span>
                    {mail}
                  </span>
                </a>
              </li>
            )}
            {site && (
              <li>
                <a href={site} target="_blank" rel="noopener noreferrer" className={linkClass} {...insightLink(programId, "website")}>
                  <Globe className="size-4 shrink-0" aria-hidden="true" />
                  <span>
                    {t("contact.website")}
                    <span className="sr-only">{t("contact.newTab")}</span>
                  </span>
                </a>
              </li>
            )}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("contact.none")}</p>
        )}
      </CardContent>
    </Card>
  );
}
