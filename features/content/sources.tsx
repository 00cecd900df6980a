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

/**
 * An inline link from a sentence to the source it rests on (opens the agency's or journal's page). From a page in
 * another language than the source's (`sourceLang`, a Spanish guide citing an English page) the link says the
 * page's language (hreflang) and carries no English title in the sentence's language; the sources list names it.
 */
export function SourceLink({ source, sourceLang, children }: { source: Source & { url: string }; sourceLang?: string; children: React.ReactNode }) {
  if (sourceLang) {
    return (
      <a href={source.url} rel="noopener" hrefLang={sourceLang}>
        {children}
      </a>
    );
  }
  return (
    <a href={source.url} rel="noopener" title={`${source.publisher}: ${source.title}`}>
      {children}
    </a>
  );
}

/**
 * The numbered sources list at the end of a guide. On a Spanish page the heading is Spanish and the sources'
 * English titles are marked `lang="en"` (`itemsLang`); `note`, a line under the heading (a Spanish guide's: the
 * sources are in English, and the date they were checked).
 */
export function SourcesList({ sources, heading = "Sources", itemsLang, note }: { sources: Source[]; heading?: string; itemsLang?: string; note?: React.ReactNode }) {
  return (
    <section aria-labelledby="sources" className="mt-12 border-t pt-6">
      <h2 id="sources" className="text-xl font-semibold">
        {heading}
      </h2>
      {note ? <p className="mt-2 text-sm leading-6 text-muted-foreground">{note}</p> : null}
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
