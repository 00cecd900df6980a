export type Source = {
  /** The agency or publisher. */
  publisher: string;
  /** The document's name. */
  title: string;
  /** Year or date as published, when known. */
  date?: string;
  /** The page the text was checked against. */
  url?: string;
};

/** An inline link from a sentence to the source it rests on (opens the agency's or journal's page). */
export function SourceLink({ source, children }: { source: Source & { url: string }; children: React.ReactNode }) {
  return (
    <a href={source.url} rel="noopener" title={`${source.publisher}: ${source.title}`}>
      {children}
    </a>
  );
}

/**
 * The numbered sources list at the end of a guide. On a Spanish page the heading is Spanish and the sources'
 * English titles are marked `lang="en"` (`itemsLang`).
 */
export function SourcesList({ sources, heading = "Sources", itemsLang }: { sources: Source[]; heading?: string; itemsLang?: string }) {
  return (
    <section aria-labelledby="sources" className="mt-12 border-t pt-6">
      <h2 id="sources" className="text-xl font-semibold">
        {heading}
      </h2>
      <ol lang={itemsLang} className="mt-4 list-decimal space-y-2 pl-6 text-sm leading-6 text-muted-foreground">
        {sources.map((s) => (
          <li key={`${s.publisher}-${s.title}`}>
            {s.publisher}. {s.url ? (
              <a href={s.url} className="text-foreground underline underline-offset-4 hover:text-primary" rel="noopener">
                {s.title}
              </a>
            ) : (
              <cite className="not-italic text-foreground">{s.title}</cite>
            )}
            {s.date ? `. ${s.date}.` : "."}
          </li>
        ))}
      </ol>
    </section>
  );
}
