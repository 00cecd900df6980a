"use client";
// Static markup: a client component only so that each page's Server Components payload names it rather than
// carrying its markup a second time after the HTML (README, "Round 7").

import Link from "next/link";
import { ClipboardList, GraduationCap, MessageCircleQuestion, OctagonAlert, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The teaser's words (messages/*.json, `home`): English unless the page passes its language's. */
export type GuideSectionText = { guideTitle: string; guideWarning: string; step1Title: string; step1Text: string; step2Title: string; step2Text: string; redFlagsTitle: string; redFlagsText: string; questionsTitle: string; questionsText: string; guideLink: string; guideHref: string };

const steps = (t: GuideSectionText) =>
  [
    { icon: ClipboardList, title: t.step1Title, text: t.step1Text },
    { icon: GraduationCap, title: t.step2Title, text: t.step2Text },
    { icon: OctagonAlert, title: t.redFlagsTitle, text: t.redFlagsText },
    { icon: MessageCircleQuestion, title: t.questionsTitle, text: t.questionsText },
  ] as const;

/** 'How to Choose a Heavy Metal Detox Program' (spec section 2): warning, four cards, link to the guide. */
export function GuideSection({ className, text: t }: { className?: string; text: GuideSectionText }) {
  return (
    <section aria-labelledby="guide-title" className={className}>
      <h2 id="guide-title" className="text-xl font-semibold tracking-tight">
        {t.guideTitle}
      </h2>
      <Alert variant="warning" className="mt-3">
        <TriangleAlert aria-hidden="true" />
        <AlertDescription>
          {t.guideWarning}
        </AlertDescription>
      </Alert>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {steps(t).map(({ icon: Icon, title, text }) => (
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
        <Link href={t.guideHref}>{t.guideLink}</Link>
      </Button>
    </section>
  );
}
