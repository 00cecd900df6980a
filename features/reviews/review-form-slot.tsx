"use client";

import dynamic from "next/dynamic";
import { createContext, useContext } from "react";
import type { ReviewFormText } from "./review-form";

/** Which tabs have been open so far (provided by ProgramTabs). */
export const OpenedTabsContext = createContext<ReadonlySet<string>>(new Set());

/** The review form's code (react-hook-form, zod) is only fetched once the Reviews tab has been opened. */
export const loadReviewForm = () => import("./review-form");

function FormPlaceholder({ text = "" }: { text?: string }) {
  return (
    <div className="flex h-[26rem] items-center justify-center rounded-md bg-muted/40 text-sm text-muted-foreground" aria-busy="true">
      {text}
    </div>
  );
}

const ReviewForm = dynamic(() => loadReviewForm().then((m) => m.ReviewForm), { loading: () => <FormPlaceholder /> });

/**
 * Keeps the page light where most visitors land (the Details tab): the form renders, on the server too,
 * when the page opens on the Reviews tab or after a visitor first switches to it.
 */
export function ReviewFormSlot({ programId, text }: { programId: string; text: ReviewFormText }) {
  const opened = useContext(OpenedTabsContext);
  return opened.has("reviews") ? <ReviewForm programId={programId} text={text} /> : <FormPlaceholder text={text.loading} />;
}
