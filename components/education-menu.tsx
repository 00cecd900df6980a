"use client";

import { ChevronDown } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink } from "@/components/nav-link";

/**
 * The header's Education links as a disclosure (the navigation pattern of the WAI-ARIA practices):
 * a button that shows or hides a list of links. Escape closes it and returns focus to the button;
 * a click or focus outside closes it, and so does following a link. No menu library is loaded.
 */
// The ghost Button's look, written out: this menu is on every page, and a native button keeps the Button
// component and tailwind-merge out of every page's first script.
const menuButtonClass =
  "inline-flex h-9 shrink-0 items-center justify-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-all outline-none hover:bg-accent hover:text-accent-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-expanded:bg-accent aria-expanded:text-accent-foreground has-[>svg]:px-3 sm:px-3 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

export function EducationMenu({ label, links }: { label: string; links: readonly { href: string; label: string }[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  return (
    // Positioned against the header's row (SiteHeader's container is `relative`), so the list stays on
    // screen at 375 px, where the links sit on a second row.
    <div ref={root}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={menuButtonClass}
      >
        {label}
        <ChevronDown aria-hidden="true" />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute top-full right-4 z-50 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {links.map((guide) => (
          <li key={guide.href}>
            <NavLink
              href={guide.href}
              onClick={() => setOpen(false)}
              className="block rounded-sm px-2 py-2 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              activeClassName="font-bold"
            >
              {guide.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
