"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { X } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Checkbox } from "@/components/ui/checkbox";
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
export function ConsentBanner() {
  const { reopenCount } = useConsent();
  // Each "Cookie settings" starts a fresh banner state, filled in from the stored choice.
  return <Banner key={reopenCount} />;
}

function Banner() {
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
          aria-label="Close this notice for now"
          onClick={close}
        >
          <X aria-hidden="true" />
        </button>
        <h2 id={titleId} className="pr-10 text-base font-semibold">
          We Value Your Privacy
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          With your consent, Google Analytics sets cookies to count visits and see which pages are used, and
          Google AdSense sets cookies to show and measure ads, which may be personalised. Neither loads unless you
          allow it. See our{" "}
          <Link href="/privacy-policy" prefetch={false} className="text-primary underline">
            Privacy Policy
          </Link>{" "}
          and{" "}
          <Link href="/terms-of-service" prefetch={false} className="text-primary underline">
            Terms of Service
          </Link>
          .
        </p>
        {gpc ? (
          <p className="mt-1 text-sm text-muted-foreground" data-testid="gpc-note">
            Your browser sends a Global Privacy Control signal, so marketing stays off unless you switch it on under
            Customize.
          </p>
        ) : null}

        {details && (
          <div id={detailsId} className="mt-3 space-y-3 rounded-md border p-3 text-sm">
            <div className="flex items-start gap-3">
              <Checkbox id={`${detailsId}-necessary`} checked disabled aria-describedby={`${detailsId}-necessary-text`} />
              <div>
                <label htmlFor={`${detailsId}-necessary`} className={labelClass}>Necessary (Required)</label>
                <p id={`${detailsId}-necessary-text`} className="text-muted-foreground">
                  Essential for the site to work: functionality, security and authentication.
                </p>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Checkbox id={`${detailsId}-analytics`} checked={analytics} onCheckedChange={setAnalytics} />
              <div>
                <label htmlFor={`${detailsId}-analytics`} className={labelClass}>Analytics (Optional)</label>
                <p className="text-muted-foreground">
                  Google Analytics sets cookies to recognise repeat visits and records the pages you view, your device
                  and your approximate location, so we can improve the directory.
                </p>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Checkbox id={`${detailsId}-marketing`} checked={marketing} onCheckedChange={setMarketing} />
              <div>
                <label htmlFor={`${detailsId}-marketing`} className={labelClass}>Marketing (Optional)</label>
                <p className="text-muted-foreground">Lets our ad provider show ads and measure them.</p>
              </div>
            </div>
            <button type="button" className={buttonVariants({ variant: "secondary", size: "sm" })} onClick={() => decide({ analytics, marketing })}>
              Save My Choices
            </button>
          </div>
        )}

        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} onClick={() => decide({ analytics: false, marketing: false })}>
            Necessary Only
          </button>
          <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} aria-expanded={details} aria-controls={detailsId} onClick={() => setDetails((d) => !d)}>
            {details ? "Hide Details" : "Customize"}
          </button>
          <button type="button" className={buttonVariants({ size: "sm" })} onClick={() => decide({ analytics: true, marketing: !gpc })}>
            {gpc ? "Accept Analytics" : "Accept All"}
          </button>
        </div>
      </div>
    </section>
  );
}
