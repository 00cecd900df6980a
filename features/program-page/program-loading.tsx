import { Skeleton } from "@/components/ui/skeleton";

/*
 * Without JavaScript the page arrives streamed: this skeleton first, then the page in a hidden element at the
 * end of the body, which React's inline script would swap in. For those visitors only (<noscript>), hide the
 * skeleton and show the streamed page in its place, before the footer (the body is a flex column). The rule
 * sits in Tailwind's `base` layer: its preflight hides [hidden] with !important there, and an important rule
 * outside the layers would lose to it.
 */
const NO_SCRIPT_CSS =
  "[data-program-skeleton]{display:none!important}" +
  '@layer base{body>div[hidden][id^="S:"]{display:block!important;order:1}}' +
  "body>footer{order:2}";

/**
 * The program page while it loads: its breadcrumb, Back to Search, its title line and three placeholder items (spec: 3 items). It is at
 * least a screen tall, so the footer stays below the fold when the page replaces it (no layout shift).
 */
export default function ProgramLoading({ text }: { text?: { loading: string; loadingText: string } } = {}) {
  return (
    <>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <div className="mx-auto min-h-dvh max-w-6xl px-4 py-6 sm:py-10" role="status" aria-label={text?.loading ?? "Loading program"} data-program-skeleton>
        <Skeleton className="h-5 w-64 max-w-full" />
        <Skeleton className="mt-4 h-10 w-36" />
        <Skeleton className="mt-6 h-9 w-3/4 max-w-xl" />
        <Skeleton className="mt-3 h-5 w-1/2 max-w-sm" />
        <div className="mt-8 space-y-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full" data-testid="skeleton-item" />
          ))}
        </div>
        <span className="sr-only">{text?.loadingText ?? "Loading program..."}</span>
      </div>
    </>
  );
}
