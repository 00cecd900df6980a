import type { Metadata } from "next";
import Link from "next/link";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export const metadata: Metadata = {
  title: "Page Not Found",
  robots: { index: false, follow: true },
};

/**
 * 404 (decisions.md "The right provider first" overrides the spec's developer text): says plainly that the
 * page does not exist and offers the search, as a plain GET form that works without JavaScript.
 */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">This page does not exist</h1>
      <p className="mt-3 text-muted-foreground">
        The link may be old, or the listing may have been removed. Search the directory for a provider near you instead.
      </p>
      <form action="/" method="get" role="search" className="mt-6 flex w-full gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          City, state, or zip code
        </label>
        <Input id="not-found-search" name="q" type="search" placeholder="Enter city, state, or zip code" maxLength={200} autoComplete="off" enterKeyHint="search" className="h-11 text-base" />
        <Button type="submit" className="h-11 px-4 sm:px-5">
          <Search aria-hidden="true" /> Search
        </Button>
      </form>
      <p className="mt-6 text-sm">
        <Link href="/" className="text-primary underline underline-offset-2">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
