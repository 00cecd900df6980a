"use client";

/**
 * "Skip to results" (issue 49): the first thing the keyboard reaches after the search box once a search is
 * shown, so the first card is one Tab and Enter away instead of behind every filter. With JavaScript it moves
 * focus to the first card's link; without, it jumps to the results. Hidden until focused.
 */
export function SkipToResults({ text }: { text: string }) {
  function onClick(e: React.MouseEvent<HTMLAnchorElement>) {
    const first = document.querySelector<HTMLElement>('#results [data-testid="program-card"] a[href]');
    const target = first ?? document.getElementById("results-title");
    if (!target) return;
    e.preventDefault();
    if (!first) target.setAttribute("tabindex", "-1");
    target.focus();
    target.scrollIntoView({ block: "center" });
  }
  return (
    <a
      href="#results"
      onClick={onClick}
      data-testid="skip-to-results"
      className="sr-only rounded-md bg-background px-3 py-2 text-sm font-medium text-primary underline underline-offset-4 focus:not-sr-only focus:mt-2 focus:inline-block focus:ring-2 focus:ring-ring"
    >
      {text}
    </a>
  );
}
