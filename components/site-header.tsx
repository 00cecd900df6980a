"use client";
// Static markup: a client component only so that each page's Server Components payload names it rather than
// carrying its markup a second time after the HTML (README, "Round 7").

import Link from "next/link";
import { ShieldCheck } from "lucide-react";
import { EducationMenu } from "@/components/education-menu";
import { NavLink } from "@/components/nav-link";

export const GUIDE_LINKS = [
  { href: "/detox-guide", label: "Heavy Metal Detox Guide" },
  { href: "/chelation-guide", label: "Understanding Chelation Therapy" },
  { href: "/symptoms-guide", label: "Symptoms of Heavy Metal Toxicity" },
  { href: "/choosing-guide", label: "How to Choose a Detox Program" },
  { href: "/blood-lead-levels", label: "What a Blood Lead Result Means" },
] as const;

const linkClass =
  "inline-flex h-9 items-center rounded-md px-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-3";
const inactiveLinkClass = "font-medium text-muted-foreground";

/**
 * Slim sticky header (spec section 2). Below 640px the logo and the links sit on two short rows;
 * from 640px up they share one 56px row.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 sm:h-14 sm:flex-nowrap">
        <Link
          href="/"
          className="flex h-11 items-center gap-2 rounded-md font-semibold text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>Heavy Metal Detox Directory</span>
        </Link>
        <nav aria-label="Main" className="-ml-2 flex h-10 items-center gap-1 sm:ml-0 sm:h-auto">
          <NavLink href="/" className={linkClass} inactiveClassName={inactiveLinkClass}>
            Find
          </NavLink>
          <NavLink href="/add-business" className={linkClass} inactiveClassName={inactiveLinkClass}>
            Add Business
          </NavLink>
          <EducationMenu links={GUIDE_LINKS} />
        </nav>
      </div>
    </header>
  );
}
