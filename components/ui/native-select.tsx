import { ChevronDownIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The browser's own <select>, styled like the other inputs: the phone's native picker, full keyboard
 * and screen-reader support, and no script to load. `wrapperClassName` sizes the box; `className`
 * styles the select itself.
 */
function NativeSelect({ className, wrapperClassName, ...props }: React.ComponentProps<"select"> & { wrapperClassName?: string }) {
  return (
    <div data-slot="native-select-wrapper" className={cn("relative w-fit", wrapperClassName)}>
      <select
        data-slot="native-select"
        className={cn(
          "border-input focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 h-9 w-full min-w-0 appearance-none rounded-md border bg-transparent py-2 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50",
          className,
        )}
        {...props}
      />
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground opacity-50" aria-hidden="true" />
    </div>
  );
}

export { NativeSelect };
