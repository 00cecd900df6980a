"use client";
// Static markup: a client component only so that each page's Server Components payload names it rather than
// carrying its markup a second time after the HTML (README, "Round 7").

import Link from "next/link";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { GUIDE_LINKS } from "@/components/site-header";

const linkClass = "text-foreground underline-offset-4 hover:text-primary hover:underline";
// Links inside running text stay underlined, so they do not rely on colour alone (WCAG 1.4.1).
const inlineLinkClass = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

const FOOTER_NAV = [
  { href: "/", label: "Find Providers" },
  { href: "/states", label: "Browse by State" },
  { href: "/add-business", label: "Add Business" },
  { href: "#resources", label: "Resources" },
  { href: "#about", label: "About" },
  { href: "/about/listings", label: "About Listings" },
  { href: "/about/reviews", label: "About Reviews" },
  { href: "#help", label: "Help" },
  { href: "/contact", label: "Contact" },
  // The way back in for providers (issue 53, item 6).
  { href: "/owner", label: "For providers: sign in" },
] as const;

/** Site footer (spec section 2): site links, the four guides, about, urgent help, contact, policies. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t bg-muted text-sm">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_NAV.map((item) => (
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
              Resources
            </h2>
            <ul className="mt-3 space-y-2">
              {GUIDE_LINKS.map((guide) => (
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
              About
            </h2>
            <p className="mt-3 text-muted-foreground">
              Heavy Metal Detox Directory lists heavy metal testing, detox and chelation providers across the
              United States. A listing is not an endorsement, and nothing on this site is medical advice: talk to
              a qualified clinician before you start any treatment.
            </p>
          </section>

          <section id="help" aria-labelledby="footer-help" className="scroll-mt-24">
            <h2 id="footer-help" className="font-semibold text-foreground">
              Help
            </h2>
            <p className="mt-3 text-muted-foreground">
              If you think someone has been poisoned, call Poison Control at{" "}
              <a href="tel:+18002221222" className={inlineLinkClass}>
                1-800-222-1222
              </a>{" "}
              (free, confidential, 24 hours a day).
            </p>
            <p className="mt-2 text-muted-foreground">
              In an emergency, call{" "}
              <a href="tel:911" className={inlineLinkClass}>
                911
              </a>
              .
            </p>
          </section>

          <section id="contact" aria-labelledby="footer-contact" className="scroll-mt-24">
            <h2 id="footer-contact" className="font-semibold text-foreground">
              Contact
            </h2>
            <p className="mt-3 text-muted-foreground">
              For questions about a program, contact the provider directly using the details on its page. To reach
              the people who run this directory, use our{" "}
              <Link href="/contact" className={inlineLinkClass}>
                contact form
              </Link>
              . Program owners can list a program through{" "}
              <Link href="/add-business" className={inlineLinkClass}>
                Add Business
              </Link>
              .
            </p>
          </section>
        </div>

        <div className="mt-10 flex flex-col gap-3 border-t pt-6 text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Heavy Metal Detox Directory. All rights reserved.</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href="/privacy-policy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms-of-service" className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link href="/contact" className={linkClass}>
                Contact Us
              </Link>
            </li>
            <li>
              <CookieSettingsButton className={`cursor-pointer ${linkClass}`} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
