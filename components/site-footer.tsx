"use client";
// Static markup: a client component only so that each page's Server Components payload names it rather than
// carrying its markup a second time after the HTML (README, "Round 7").

import Link from "next/link";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import type { Messages } from "@/lib/i18n/messages";

const linkClass = "text-foreground underline-offset-4 hover:text-primary hover:underline";
// Links inside running text stay underlined, so they do not rely on colour alone (WCAG 1.4.1).
const inlineLinkClass = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

/** The footer's words (messages/*.json, shell.footer). */
export type FooterText = Messages["shell"]["footer"];
/** Where its links go, in the page's language where that page is translated (app/_shell/site-shell.tsx). */
export type FooterLinks = { hrefs: Record<"home" | "states" | "addBusiness" | "listings" | "reviews" | "contact" | "owner" | "privacy" | "terms", string>; guides: readonly { href: string; label: string }[] };

/** Site footer (spec section 2): site links, the four guides, about, urgent help, contact, policies. */
export function SiteFooter({ text, links }: { text: FooterText; links: FooterLinks }) {
  const year = new Date().getFullYear();
  const { hrefs } = links;
  const nav = [
    { href: hrefs.home, label: text.findProviders },
    { href: hrefs.states, label: text.browseByState },
    { href: hrefs.addBusiness, label: text.addBusiness },
    { href: "#resources", label: text.resources },
    { href: "#about", label: text.about },
    { href: hrefs.listings, label: text.aboutListings },
    { href: hrefs.reviews, label: text.aboutReviews },
    { href: "#help", label: text.help },
    { href: hrefs.contact, label: text.contact },
    // The way back in for providers (issue 53, item 6).
    { href: hrefs.owner, label: text.ownerSignIn },
  ];
  return (
    <footer className="mt-16 border-t bg-muted text-sm">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label={text.footer}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {nav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={`font-medium ${linkClass}`}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          <section id="resources" aria-labelledby="footer-resources" className="scroll-mt-24">
            <h2 id="footer-resources" className="font-semibold text-foreground">
              {text.resources}
            </h2>
            <ul className="mt-3 space-y-2">
              {links.guides.map((guide) => (
                <li key={guide.href}>
                  <Link href={guide.href} className={linkClass}>
                    {guide.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section id="about" aria-labelledby="footer-about" className="scroll-mt-24">
            <h2 id="footer-about" className="font-semibold text-foreground">
              {text.about}
            </h2>
            <p className="mt-3 text-muted-foreground">
              {text.aboutText}
            </p>
          </section>

          <section id="help" aria-labelledby="footer-help" className="scroll-mt-24">
            <h2 id="footer-help" className="font-semibold text-foreground">
              {text.help}
            </h2>
            <p className="mt-3 text-muted-foreground">
              {text.poisonBefore}{" "}
              <a href="tel:+18002221222" className={inlineLinkClass}>
                1-800-222-1222
              </a>{" "}
              {text.poisonAfter}
            </p>
            <p className="mt-2 text-muted-foreground">
              {text.emergencyBefore}{" "}
              <a href="tel:911" className={inlineLinkClass}>
                911
              </a>
              .
            </p>
          </section>

          <section id="contact" aria-labelledby="footer-contact" className="scroll-mt-24">
            <h2 id="footer-contact" className="font-semibold text-foreground">
              {text.contact}
            </h2>
            <p className="mt-3 text-muted-foreground">
              {text.contactText1}{" "}
              <Link href={hrefs.contact} className={inlineLinkClass}>
                {text.contactForm}
              </Link>
              {text.contactText2}{" "}
              <Link href={hrefs.addBusiness} className={inlineLinkClass}>
                {text.addBusiness}
              </Link>
              .
            </p>
          </section>
        </div>

        <div className="mt-10 flex flex-col gap-3 border-t pt-6 text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} {text.rights}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href={hrefs.privacy} className={linkClass}>
                {text.privacyPolicy}
              </Link>
            </li>
            <li>
              <Link href={hrefs.terms} className={linkClass}>
                {text.terms}
              </Link>
            </li>
            <li>
              <Link href={hrefs.contact} className={linkClass}>
                {text.contactUs}
              </Link>
            </li>
            <li>
              <CookieSettingsButton className={`cursor-pointer ${linkClass}`} label={text.cookieSettings} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
