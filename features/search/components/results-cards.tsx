"use client";

import { useEffect } from "react";
import { programIdOfPath, rememberSearch, type ProgramCardData } from "@/features/programs";
import { ProgramCard } from "@/features/programs/client";
import { useSearchNav } from "./search-nav";

/**
 * Following a link to a program from the home page (a card, or a map popup) keeps this search for the program
 * page's "Back to Search" (features/programs/search-return.ts). One listener on the document, in the capture
 * phase, so it runs before next/link's own handler starts the navigation.
 */
function useRememberSearchOnFollow() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const id = programIdOfPath(link.pathname);
      if (id) rememberSearch(id, `${window.location.pathname}${window.location.search}`);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}

/**
 * The page of result cards, a client island: the server's HTML has every card, and the page's Server
 * Components payload only the cards' data (features/programs/program-card.tsx, `cardData`), not their markup again.
 * Under a price sort every card has a price line ("Price not listed" when none), so the order can be seen.
 */
export function ResultsCards({ items }: { items: ProgramCardData[] }) {
  const { search, words } = useSearchNav();
  const byPrice = search.sort === "price-low" || search.sort === "price-high";
  useRememberSearchOnFollow();
  return (
    <ul className="mt-3 space-y-3 sm:mt-4">
      {items.map((program, i) => (
        <li key={program.id}>
          <ProgramCard program={program} eagerImage={i < 2} showPrice={byPrice} words={words.card} base={words.base === "/" ? "" : words.base} />
        </li>
      ))}
    </ul>
  );
}
