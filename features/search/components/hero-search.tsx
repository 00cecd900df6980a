"use client";

import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notify";
import { DEFAULT_RADIUS, DEFAULT_SORT } from "../search-url";
import { useSearchNav } from "./search-nav";

/**
 * The hero's search box (spec section 5). A plain GET form, so it also works before JavaScript loads;
 * with JavaScript, empty text shows the 'Search Error' toast. An ordinary search raises no toast
 * (decisions.md "The right provider first"): the count line above the results is the feedback, in a
 * polite live region. sonner is imported on submit, not with the page.
 */
export function HeroSearch() {
  const { search, go } = useSearchNav();
  const [text, setText] = useState(search.q);

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = text.trim();
    if (!q) {
      notify("error", "Search Error", { description: "Please enter a city, state, or zip code to search." });
      return;
    }
    go({ q });
  }

  return (
    <form action="/" method="get" role="search" onSubmit={onSubmit} className="flex w-full gap-2">
      <label htmlFor="home-search" className="sr-only">
        City, state, or zip code
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 hidden size-4 sm:block -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id="home-search"
          name="q"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Enter city, state, or zip code"
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 bg-background text-base sm:pl-9"
        />
      </div>
      {/* Without JavaScript the filters still travel with the search. */}
      {search.radius !== DEFAULT_RADIUS && <input type="hidden" name="radius" value={search.radius} />}
      {search.state && <input type="hidden" name="state" value={search.state} />}
      {search.types.map((t) => (
        <input key={t} type="hidden" name="types" value={t} />
      ))}
      {search.sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={search.sort} />}
      <Button type="submit" className="h-11 px-4 sm:px-5">
        Search
      </Button>
    </form>
  );
}
