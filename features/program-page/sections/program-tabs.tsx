"use client";

import { useSearchParams } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { loadReviewForm, OpenedTabsContext } from "@/features/reviews/client";
import { PROGRAM_TABS, TAB_LABELS, parseTab, tabHref, type ProgramTab } from "../tabs";

type ProgramTabsProps = {
  /** The page path, e.g. /program/{id}. */
  path: string;
  details: ReactNode;
  reviews: ReactNode;
  location: ReactNode;
  /** The tabs' names and the list's label in the page's language (the catalogue's `program.tabs`); English without. */
  text?: { label: string } & Record<ProgramTab, string>;
};

const preloadForm = () => void loadReviewForm();

/**
 * Details, Reviews and Location. Each tab is also a link to its `?tab=` URL, so tabs work without JavaScript
 * and open in a new browser tab; with JavaScript a click switches in place and rewrites the URL (no reload).
 * Details and Reviews stay in the HTML when hidden (search engines read reviews); the map only mounts when
 * its tab is open, because Leaflet cannot size itself inside a hidden element.
 */
export function ProgramTabs({ path, details, reviews, location, text }: ProgramTabsProps) {
  // Read on the server too (the page is rendered per request), so the HTML opens on the shared tab.
  const initialTab = parseTab(useSearchParams().get("tab"));
  const [tab, setTab] = useState<ProgramTab>(initialTab);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([initialTab]));

  function select(value: string) {
    const next = parseTab(value);
    setTab(next);
    if (!opened.has(next)) setOpened(new Set([...opened, next]));
    const url = new URL(window.location.href);
    if (next === "details") url.searchParams.delete("tab");
    else url.searchParams.set("tab", next);
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }

  return (
    <OpenedTabsContext value={opened}>
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label={text?.label ?? "Program information"}>
          {PROGRAM_TABS.map((t) => (
            <TabsTrigger
              key={t}
              value={t}
              href={tabHref(path, t)}
              // Start fetching the review form's code as soon as a visitor reaches for the Reviews tab.
              onPointerEnter={t === "reviews" ? preloadForm : undefined}
              onFocus={t === "reviews" ? preloadForm : undefined}
            >
              {(text ?? TAB_LABELS)[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="details" forceMount>
          {details}
        </TabsContent>
        <TabsContent value="reviews" forceMount>
          {reviews}
        </TabsContent>
        <TabsContent value="location">{location}</TabsContent>
      </Tabs>
    </OpenedTabsContext>
  );
}
