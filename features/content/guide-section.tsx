"use client";
// Static markup: a client component only so that each page's Server Components payload names it rather than
// carrying its markup a second time after the HTML (README, "Round 7").

import Link from "next/link";
import { ClipboardList, GraduationCap, MessageCircleQuestion, OctagonAlert, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

const STEPS = [
  {
    icon: ClipboardList,
    title: "Step 1: Assess Your Situation",
    text: "Note your symptoms and possible exposures, and get tested before choosing any treatment.",
  },
  {
    icon: GraduationCap,
    title: "Step 2: Provider Qualifications",
    text: "Look for a licensed physician board certified in medical toxicology or occupational medicine, or a pediatrician for a child.",
  },
  {
    icon: OctagonAlert,
    title: "Red Flags to Avoid",
    text: "Promises of a cure, no testing before treatment, or pressure to buy supplements on the spot.",
  },
  {
    icon: MessageCircleQuestion,
    title: "Essential Questions",
    text: "Ask how they test, who supervises treatment, how they monitor safety, and what it costs in total.",
  },
] as const;

/** 'How to Choose a Heavy Metal Detox Program' (spec section 2): warning, four cards, link to the guide. */
export function GuideSection({ className }: { className?: string }) {
  return (
    <section aria-labelledby="guide-title" className={className}>
      <h2 id="guide-title" className="text-xl font-semibold tracking-tight">
        How to Choose a Heavy Metal Detox Program
      </h2>
      <Alert variant="warning" className="mt-3">
        <TriangleAlert aria-hidden="true" />
        <AlertDescription>
          This guide is educational only. Heavy metal detox should be supervised by qualified medical professionals.
        </AlertDescription>
      </Alert>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border bg-card p-4">
            <h3 className="flex items-center gap-2 font-medium">
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {title}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <Button variant="outline" asChild className="mt-4">
        <Link href="/choosing-guide">Read the Complete Guide</Link>
      </Button>
    </section>
  );
}
