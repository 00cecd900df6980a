"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { X } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Checkbox } from "@/components/ui/checkbox";
import type { Messages } from "@/lib/i18n/messages";
import { useConsent } from "./consent-provider";

/**
 * Cookie-consent banner (spec sections 2 and 4), fixed at the bottom while no choice is stored, and
 * again after "Cookie settings" (footer), with the stored choice filled in. It is in the server HTML
 * (so it paints at once); CONSENT_BOOT_SCRIPT hides it before first paint when a choice is already
 * stored. The close icon hides it for this view only. Reopened, it takes the focus, and gives it back to
 * "Cookie settings" on a choice, on the close icon and on Escape. With Global Privacy Control, marketing starts
 * off and "Accept" leaves it off; the visitor can still switch it on under Customize.
 * On every page, so it draws its buttons and labels natively (no Button, Label or tailwind-merge code).
 */
const labelClass = "text-sm leading-none font-medium";

/** The banner's words (messages/*.json, shell.consent) and the policies' paths in the page's language. */
export type ConsentText = Messages["shell"]["consent"];
type Links = { privacy: string; terms: string };

export function ConsentBanner({ text, links }: { text: ConsentText; links: Links }) {
  const { reopenCount } = useConsent();
  // Each "Cookie settings" starts a fresh banner state, filled in from the stored choice.
  return <Banner key={reopenCount} text={text} links={links} />;
}

function Banner({ text, links }: { text: ConsentText; links: Links }) {
  const { consent, choose, reopened, gpc } = useConsent();
  const [closed, setClosed] = useState(false);
  const [details, setDetails] = useState(reopened);
  const [analytics, setAnalytics] = useState(reopened ? (consent?.analytics ?? false) : false);
  const [marketing, setMarketing] = useState(reopened ? (consent?.marketing ?? false) : false);
  const titleId = useId();
  const detailsId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Reopened from "Cookie settings": move the keyboard focus to the banner, and remember what had it (the
  // footer's button), so that a choice, the close button or Escape gives it back (issue 49, item 8).
  useEffect(() => {
    if (!reopened) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    sectionRef.current?.focus();
  }, [reopened]);

  const giveFocusBack = () => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  };
  const decide = (choice: { analytics: boolean; marketing: boolean }) => {
    choose(choice);
    giveFocusBack();
  };
  const close = () => {
    setClosed(true);
    giveFocusBack();
  };

  if (closed || (consent && !reopened)) return null;

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      onKeyDown={
        reopened
          ? (event) => {
              if (event.key === "Escape") close();
            }
          : undefined
      }
      data-testid="consent-banner"
      className={`fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto border-t bg-background shadow-[0_-2px_8px_rgba(15,23,42,0.08)] outline-none ${reopened ? "" : "[html[data-consent-stored]_&]:hidden"}`}
    >
      <div className="relative mx-auto max-w-5xl px-4 py-3 sm:py-4">
        <button
          type="button"
          className={buttonVariants({ variant: "ghost", size: "icon-sm", className: "absolute top-2 right-2" })}
          aria-label={text.close}
          onClick={close}
        >
          <X aria-hidden="true" />
        </button>
        <h2 id={titleId} className="pr-10 text-base font-semibold">
          {text.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {text.intro}{" "}
          <Link href={links.privacy} prefetch={false} className="text-primary underline">
            {text.privacyPolicy}
          </Link>{" "}
          {text.and}{" "}
          <Link href={links.terms} prefetch={false} className="text-primary underline">
            {text.terms}
          </Link>
          .
        </p>
        {gpc ? (
          <p className="mt-1 text-sm text-muted-foreground" data-testid="gpc-note">
            {text.gpc}
          </p>
        ) : null}

        {details && (
          <div id={detailsId} className="mt-3 space-y-3 rounded-md border p-3 text-sm">
            <div className="flex items-start gap-3">
              <Checkbox id={`${detailsId}-necessary`} checked disabled aria-describedby={`${detailsId}-necessary-text`} />
              <div>
                <label htmlFor={`${detailsId}-necessary`} className={labelClass}>{text.necessary}</label>
                <p id={`${detailsId}-necessary-text`} className="text-muted-foreground">
                  {text.necessaryText}
                </p>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Checkbox id={`${detailsId}-analytics`} checked={analytics} onCheckedChange={setAnalytics} />
              <div>
                <label htmlFor={`${detailsId}-analytics`} className={labelClass}>{text.analytics}</label>
                <p className="text-muted-foreground">
                  {text.analyticsText}
                </p>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Checkbox id={`${detailsId}-marketing`} checked={marketing} onCheckedChange={setMarketing} />
              <div>
                <label htmlFor={`${detailsId}-marketing`} className={labelClass}>{text.marketing}</label>
                <p className="text-muted-foreground">{text.marketingText}</p>
              </div>
            </div>
            <button type="button" className={buttonVariants({ variant: "secondary", size: "sm" })} onClick={() => decide({ analytics, marketing })}>
              {text.save}
            </button>
          </div>
        )}

        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} onClick={() => decide({ analytics: false, marketing: false })}>
            {text.necessaryOnly}
          </button>
          <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} aria-expanded={details} aria-controls={detailsId} onClick={() => setDetails((d) => !d)}>
            {details ? text.hideDetails : text.customize}
          </button>
          <button type="button" className={buttonVariants({ size: "sm" })} onClick={() => decide({ analytics: true, marketing: !gpc })}>
            {gpc ? text.acceptAnalytics : text.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}
