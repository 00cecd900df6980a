"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * Error boundary for every page below the root layout: say what happened and what to do next. Its code
 * loads with every page, so it draws the buttons with `buttonVariants` instead of the Button component.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">
        This page could not be loaded. Please try again in a moment, or go back to the directory.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => retry()}>
          Try again
        </button>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          Return Home
        </Link>
      </div>
    </div>
  );
}
