"use client";
// Static markup: a client component only so that each page's Server Components payload names it rather than
// carrying its markup a second time after the HTML (README, "Round 7").

import Link from "next/link";
import { ShieldCheck } from "lucide-react";
import { EducationMenu } from "@/components/education-menu";
import { LanguageLink, type LanguageText } from "@/components/language-switch";
import { NavLink } from "@/components/nav-link";

/** The header's words, from the catalogue of the page's language (app/_shell/site-shell.tsx). */
export type HeaderText = { siteName: string; main: string; find: string; addBusiness: string; education: string; language: LanguageText };
type Links = { home: string; addBusiness: string; guides: readonly { href: string; label: string }[] };

const linkClass =
  "inline-flex h-9 items-center rounded-md px-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-3";
const inactiveLinkClass = "font-medium text-muted-foreground";

/**
 * Slim sticky header (spec section 2). Below 640px the logo and the links sit on two short rows;
 * from 640px up they share one 56px row.
 */
export function SiteHeader({ text, links }: { text: HeaderText; links: Links }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 sm:h-14 sm:flex-nowrap">
        <Link
          href={links.home}
          className="flex h-11 items-center gap-2 rounded-md font-semibold text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{text.siteName}</span>
        </Link>
        {/* Beside the logo on phones (the links' row is full in Spanish), after the links from 640px up. */}
        <LanguageLink text={text.language} className={`${linkClass} sm:order-last`} />
        <nav aria-label={text.main} className="-ml-2 flex h-10 items-center gap-1 sm:ml-auto sm:h-auto">
          <NavLink href={links.home} className={linkClass} inactiveClassName={inactiveLinkClass}>
            {text.find}
          </NavLink>
          <NavLink href={links.addBusiness} className={linkClass} inactiveClassName={inactiveLinkClass}>
            {text.addBusiness}
          </NavLink>
          <EducationMenu label={text.education} links={links.guides} />
        </nav>
      </div>
    </header>
  );
}
