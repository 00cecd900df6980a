"use client";
// Static markup: a client component only so that each page's Server Components payload names it rather than
// carrying its markup a second time after the HTML (README, "Round 7").

import Link from "next/link";
import { Button } from "@/components/ui/button";

/** The list-your-program banner at the end of the results (spec section 2). */
export function AddBusinessBanner({ className, text: t }: { className?: string; text: { addTitle: string; addText: string; addLink: string } }) {
  return (
    <section aria-labelledby="list-your-program" className={`rounded-lg border bg-accent p-5 sm:p-6 ${className ?? ""}`}>
      <h2 id="list-your-program" className="text-lg font-semibold text-accent-foreground">
        {t.addTitle}
      </h2>
      <p className="mt-1 text-sm text-foreground/90">
        {t.addText}
      </p>
      <Button asChild className="mt-4">
        <Link href="/add-business">{t.addLink}</Link>
      </Button>
    </section>
  );
}
