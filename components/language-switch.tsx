"use client";

import { usePathname } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { X } from "lucide-react";
import { counterpartPath } from "@/lib/i18n/locales";

/** The link's words, in the language it leads to (messages/*.json, shell.languageLink). */
export type LanguageText = { label: string; title: string; hrefLang: string };

/**
 * The header's link to the same page in the other language (issue 54, item 6), shown only where that page
 * exists. A plain <a>: switching language is a full page load, so `<html lang>`, the header and the footer
 * are the other language's from the first byte (docs/i18n.md).
 */
export function LanguageLink({ text, className }: { text: LanguageText; className?: string }) {
  const other = counterpartPath(usePathname());
  if (!other) return null;
  return (
    <a href={other} hrefLang={text.hrefLang} lang={text.hrefLang} title={text.title} className={`${className ?? ""} font-medium text-primary`} data-testid="language-link">
      {text.label}
    </a>
  );
}

const DISMISSED = "detox-es-offer";
const noChanges = () => () => {};

/** The browser's first language is Spanish, and the offer was not closed before. */
function prefersSpanish(): boolean {
  try {
    if (localStorage.getItem(DISMISSED) === "1") return false;
  } catch {}
  return (navigator.languages?.[0] ?? navigator.language ?? "").toLowerCase().startsWith("es");
}

/**
 * "Ver en español" for a browser whose first language is Spanish, on an English page that has a Spanish copy.
 * Never a redirect: a small offer the visitor can follow or close (closed, it stays closed on this browser).
 * Shown after hydration only, so the server HTML (and the kept pages' cache) is the same for everyone.
 */
export function LanguageOffer({ text }: { text: { text: string; dismiss: string } }) {
  const pathname = usePathname();
  const [closed, setClosed] = useState(false);
  // The browser's languages and the stored choice: read on the client only (false in the server HTML).
  const wanted = useSyncExternalStore(noChanges, prefersSpanish, () => false);
  const other = counterpartPath(pathname);
  if (closed || !wanted || !other || !other.startsWith("/es")) return null;
  const close = () => {
    setClosed(true);
    try {
      localStorage.setItem(DISMISSED, "1");
    } catch {}
  };
  return (
    <div lang="es" data-testid="language-offer" className="border-b bg-muted px-4 py-1.5 text-center text-sm print:hidden">
      <a href={other} hrefLang="es" className="font-medium text-primary underline underline-offset-2">
        {text.text}
      </a>
      <button type="button" onClick={close} aria-label={text.dismiss} className="ml-3 inline-flex size-6 items-center justify-center rounded-md align-middle hover:bg-accent">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
