import { Skeleton } from "@/components/ui/skeleton";

/** The program page while it loads: its title line and three placeholder items (spec: 3 items). */
export default function ProgramLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10" role="status" aria-label="Loading program">
      <Skeleton className="h-9 w-36" />
      <Skeleton className="mt-6 h-9 w-3/4 max-w-xl" />
      <Skeleton className="mt-3 h-5 w-1/2 max-w-sm" />
      <div className="mt-8 space-y-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full" data-testid="skeleton-item" />
        ))}
      </div>
      <span className="sr-only">Loading program...</span>
    </div>
  );
}
