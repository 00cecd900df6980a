"use client";

import { type ProgramCardData } from "@/features/programs";
import { ProgramCard } from "@/features/programs/client";

/**
 * The page of result cards, a client island: the server's HTML has every card, and the page's Server
 * Components payload only the cards' data (features/programs/program-card.tsx, `cardData`), not their markup again.
 */
export function ResultsCards({ items }: { items: ProgramCardData[] }) {
  return (
    <ul className="mt-3 space-y-3 sm:mt-4">
      {items.map((program, i) => (
        <li key={program.id}>
          <ProgramCard program={program} eagerImage={i < 2} />
        </li>
      ))}
    </ul>
  );
}
