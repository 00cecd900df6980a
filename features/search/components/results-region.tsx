"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { useSearchNav } from "./search-nav";

/** The loading state of the list (spec: 'Loading programs...') while new results render on the server. */
export function ResultsRegion({ children }: { children: React.ReactNode }) {
  const { pending, words } = useSearchNav();
  if (pending) return <ResultsLoading text={words.text.loading} />;
  return <div data-testid="results">{children}</div>;
}

export function ResultsLoading({ text = "Loading programs..." }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="results-loading" className="space-y-3">
      <p className="text-sm font-medium text-muted-foreground">{text}</p>
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-lg border p-4">
          <div className="flex gap-4">
            <Skeleton className="size-16 rounded-md" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
