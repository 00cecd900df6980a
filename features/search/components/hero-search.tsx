"use client";

import { fill } from "@/lib/i18n/fill";
import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/notify";
import { useHydrated } from "@/lib/use-hydrated";
import type { Suggestion } from "../suggest";
import { DEFAULT_RADIUS, DEFAULT_SORT } from "../search-url";
import { useSearchNav } from "./search-nav";

/** Wait this long after the last key before asking for suggestions. */
const DEBOUNCE_MS = 120;

/**
 * The hero's search box (spec section 5). A plain GET form, so it also works before JavaScript loads;
 * with JavaScript, empty text shows the 'Search Error' toast. An ordinary search raises no toast
 * (decisions.md "The right provider first"): the count line above the results is the feedback, in a
 * polite live region. sonner is imported on submit, not with the page.
 *
 * Once hydrated it is a combobox (WAI-ARIA 1.2, list autocomplete): as someone types, GET /api/suggest offers
 * places from the bundled ZIP data ("Cleveland, OH", "44101 Cleveland, OH") and programs by name, marked as
 * programs. Up and Down move through them, Enter picks one, Escape closes the list; the count is announced.
 */
export function HeroSearch() {
  const { search, go, words } = useSearchNav();
  const t = words.text;
  const router = useRouter();
  const hydrated = useHydrated();
  const [text, setText] = useState(search.q);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef<AbortController | null>(null);
  const cache = useRef(new Map<string, Suggestion[]>());
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => () => asked.current?.abort(), []);

  function ask(value: string) {
    asked.current?.abort();
    const q = value.replace(/\s+/g, " ").trim();
    if (q.length < 2 || q === search.q) {
      setItems([]);
      setOpen(false);
      return;
    }
    const show = (list: Suggestion[]) => {
      setItems(list);
      setActive(-1);
      setOpen(list.length > 0);
    };
    const known = cache.current.get(q.toLowerCase());
    if (known) return show(known);
    const controller = new AbortController();
    asked.current = controller;
    setTimeout(() => {
      if (controller.signal.aborted) return;
      fetch(`/api/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<{ suggestions: Suggestion[] }>) : { suggestions: [] }))
        .then(({ suggestions }) => {
          cache.current.set(q.toLowerCase(), suggestions);
          if (!controller.signal.aborted) show(suggestions);
        })
        .catch(() => {});
    }, DEBOUNCE_MS);
  }

  function pick(item: Suggestion) {
    asked.current?.abort();
    setOpen(false);
    setActive(-1);
    if (item.kind === "program") {
      router.push(item.href);
      return;
    }
    setText(item.q);
    go({ q: item.q });
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (items.length === 0) return;
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === "ArrowDown" ? 0 : items.length - 1);
        return;
      }
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : items.length - 1) : (i + step + items.length) % items.length));
      return;
    }
    if (e.key === "Enter" && open && active >= 0 && items[active]) {
      e.preventDefault();
      pick(items[active]);
      return;
    }
    if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    asked.current?.abort();
    setOpen(false);
    const q = text.trim();
    if (!q) {
      notify("error", t.searchErrorTitle, { description: t.searchErrorText });
      return;
    }
    go({ q });
  }

  const expanded = open && items.length > 0;
  const activeIndex = active >= 0 && active < items.length ? active : -1;
  const combobox = hydrated
    ? {
        role: "combobox" as const,
        "aria-autocomplete": "list" as const,
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-activedescendant": expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      }
    : {};

  return (
    <form action={words.base} method="get" role="search" onSubmit={onSubmit} className="flex w-full gap-2">
      <label htmlFor="home-search" className="sr-only">
        {t.searchLabel}
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 hidden size-4 sm:block -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id="home-search"
          name="q"
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            ask(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => items.length > 0 && text.trim() !== search.q && setOpen(true)}
          placeholder={t.placeholder}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 bg-background text-base sm:pl-9"
          {...combobox}
        />
        {hydrated && (
          <>
            <ul
              id={listId}
              role="listbox"
              aria-label={t.suggestions}
              hidden={!expanded}
              data-testid="search-suggestions"
              className="absolute top-full right-0 left-0 z-[1000] mt-1 max-h-80 overflow-auto rounded-md border bg-popover py-1 text-popover-foreground shadow-lg"
            >
              {items.map((item, i) => (
                <li
                  key={`${item.kind}:${item.label}:${i}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === activeIndex}
                  // Keeps focus in the box, so the pick is the click and the list stays a popup of it.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(item)}
                  onMouseMove={() => active !== i && setActive(i)}
                  className="flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
                >
                  <span className="min-w-0 truncate">{item.label}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{item.kind === "program" ? fill(t.suggestionProgram, { detail: item.detail ?? "" }) : item.kind === "zip" ? t.suggestionZip : t.suggestionCity}</span>
                </li>
              ))}
            </ul>
            <p className="sr-only" aria-live="polite" aria-atomic="true">
              {expanded ? fill(items.length === 1 ? t.suggestionsOne : t.suggestionsMany, { count: items.length }) : ""}
            </p>
          </>
        )}
      </div>
      {/* Without JavaScript the filters still travel with the search. */}
      {search.radius !== DEFAULT_RADIUS && <input type="hidden" name="radius" value={search.radius} />}
      {search.state && <input type="hidden" name="state" value={search.state} />}
      {search.types.map((t) => (
        <input key={t} type="hidden" name="types" value={t} />
      ))}
      {search.sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={search.sort} />}
      <Button type="submit" className="h-11 px-4 sm:px-5">
        {t.searchButton}
      </Button>
    </form>
  );
}
