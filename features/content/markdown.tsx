import Link from "next/link";
import { createElement, type ElementType, type ReactNode } from "react";
import { Marked, type Token, type Tokens, type TokenizerExtension } from "marked";
import { existingHref, type Locale } from "@/lib/i18n/locales";
import { ContentError, type ContentSource } from "./content-file";
import { DIRECTIVES, type DirectiveToken } from "./directives";
import { SourceLink } from "./sources";

/**
 * Renders the body of a content file (Markdown) as React elements, the same elements the guides were
 * written with: headings with their {#id}, paragraphs, lists, bold, italics, code and links, where
 * `/path` is a Next.js link (a Spanish file's `/es/...` goes to the English page while that page has no Spanish
 * copy, as the Spanish shell links), `source:<id>` a link to a source of the frontmatter (from a Spanish file:
 * marked as an English page), `lang:en` no link but a name kept in that language (`<span lang="en">`), anything
 * else a plain link. Blocks beyond Markdown are `:::name` ... `:::` directives (directives.tsx). Anything
 * else (raw HTML, images, quotes) stops the build with the file's name rather than render unchecked.
 */
export type TocItem = { id: string; title: string };
type RenderContext = { file: string; sources: readonly ContentSource[]; toc: TocItem[]; locale: Locale };

// `:::name argument` on its own line, a Markdown body, and `:::` on its own line.
const directive: TokenizerExtension = {
  name: "directive",
  level: "block",
  start: (src) => /(?:^|\n):::/.exec(src)?.index,
  tokenizer(src) {
    const m = /^:::([a-z][a-z-]*)[ \t]*([^\n]*)\n([\s\S]*?)(?<=^|\n):::[ \t]*(?:\n+|$)/.exec(src);
    if (!m) return undefined;
    return { type: "directive", raw: m[0], name: m[1]!, arg: m[2]!.trim(), tokens: this.lexer.blockTokens(m[3]!, []) };
  },
};
const markdown = new Marked({ gfm: true, extensions: [directive] });

const fail = (ctx: RenderContext, message: string): never => {
  throw new ContentError(ctx.file, message);
};

/** Body text as written, lines joined by a space (as JSX joined them). */
function plainText(tokens: readonly Token[]): string {
  return tokens.map((t) => ("tokens" in t && t.tokens ? plainText(t.tokens) : "text" in t ? String(t.text) : "")).join("").replace(/\n/g, " ");
}

// Elements are made with their children as arguments, as JSX makes them: no keys, and a lone child is not
// wrapped in an array, so the page's HTML and its Server Components payload stay as they were.
const el = (type: ElementType, props: object | null, children: ReactNode[]) => createElement(type, props, ...children);

function link(t: Tokens.Link, ctx: RenderContext): ReactNode {
  const children = inline(t.tokens, ctx);
  if (t.href.startsWith("source:")) {
    const id = t.href.slice("source:".length);
    const source = ctx.sources.find((s) => s.id === id) ?? fail(ctx, `links to source "${id}", which its frontmatter does not list`);
    // The sources are English pages: from a Spanish file the link says so.
    return el(SourceLink, ctx.locale === "en" ? { source } : { source, sourceLang: "en" }, children);
  }
  // A name kept in another language inside the text (a Spanish guide naming an English study): marked, not linked.
  if (t.href.startsWith("lang:")) {
    const lang = t.href.slice("lang:".length);
    if (!/^[a-z]{2}$/.test(lang)) fail(ctx, `"${t.href}": a language is written lang:xx (lang:en)`);
    return el("span", { lang }, children);
  }
  if (t.href.startsWith("/")) return el(Link, { href: existingHref(t.href) }, children);
  return el("a", { href: t.href }, children);
}

function inline(tokens: readonly Token[], ctx: RenderContext): ReactNode[] {
  return tokens.flatMap((t): ReactNode | ReactNode[] => {
    switch (t.type) {
      case "text":
        return "tokens" in t && t.tokens ? inline(t.tokens, ctx) : t.text.replace(/\n/g, " ");
      case "escape":
        return t.text;
      case "strong":
      case "em":
        return el(t.type, null, inline(t.tokens ?? [], ctx));
      case "codespan":
        return el("code", null, [t.text]);
      case "br":
        return el("br", null, []);
      case "link":
        return link(t as Tokens.Link, ctx);
      default:
        return fail(ctx, `Markdown "${t.type}" is not supported (${JSON.stringify(t.raw.slice(0, 40))})`);
    }
  });
}

/** A heading's `{#id}`, taken off the end of its text. */
function heading(t: Tokens.Heading, ctx: RenderContext): ReactNode {
  if (t.depth !== 2 && t.depth !== 3) fail(ctx, `"${t.text}": only ## and ### headings are used (the page has its # title)`);
  const tokens = [...t.tokens];
  const last = tokens.at(-1);
  const m = last?.type === "text" ? /^([\s\S]*?)\s*\{#([a-z0-9-]+)\}$/.exec(last.text) : null;
  if (m) tokens[tokens.length - 1] = { ...(last as Tokens.Text), raw: m[1]!, text: m[1]!, tokens: undefined };
  const id = m?.[2];
  if (t.depth === 2 && id) ctx.toc.push({ id, title: plainText(tokens) });
  else if (t.depth === 2) fail(ctx, `"## ${t.text}" needs an {#id} at its end, for the table of contents`);
  return el(t.depth === 2 ? "h2" : "h3", id ? { id } : null, inline(tokens, ctx));
}

function blocks(tokens: readonly Token[], ctx: RenderContext): ReactNode[] {
  return tokens.flatMap((t): ReactNode | ReactNode[] => {
    switch (t.type) {
      case "space":
        return [];
      case "heading":
        return heading(t as Tokens.Heading, ctx);
      case "paragraph":
        return el("p", null, inline(t.tokens ?? [], ctx));
      case "text": // the text of a tight list item
        return inline(t.tokens ?? [t], ctx);
      case "list": {
        const list = t as Tokens.List;
        const items = list.items.map((item) => el("li", null, blocks(item.tokens, ctx)));
        if (!list.ordered) return el("ul", null, items);
        return el("ol", list.start === 1 || list.start === "" ? null : { start: list.start }, items);
      }
      case "directive": {
        const d = t as DirectiveToken;
        const render = DIRECTIVES[d.name] ?? fail(ctx, `unknown block ":::${d.name}" (known: ${Object.keys(DIRECTIVES).join(", ")})`);
        return render(d, { el, inline: (tokens) => inline(tokens, ctx), fail: (message) => fail(ctx, `:::${d.name}: ${message}`) });
      }
      default:
        return fail(ctx, `Markdown "${t.type}" is not supported (${JSON.stringify(t.raw.slice(0, 40))})`);
    }
  });
}

// Ids the page around the body uses (main, contents, urgent help, disclaimer, next step, sources).
const FRAME_IDS = ["main", "toc", "urgent-help", "medical-disclaimer", "next-step", "sources"];

/**
 * The body as React elements, and the table of contents from its ## headings. Pass the elements as
 * arguments (`createElement(Frame, props, ...nodes)`), as JSX passes children: they carry no keys.
 */
export function renderMarkdown(body: string, file: string, sources: readonly ContentSource[] = [], locale: Locale = "en") {
  const ctx: RenderContext = { file, sources, toc: [], locale };
  const nodes = blocks(markdown.lexer(body), ctx);
  const ids = [...FRAME_IDS, ...[...body.matchAll(/\{#([a-z0-9-]+)\}/g)].map((m) => m[1])];
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) fail(ctx, `the id "${twice}" is used twice on the page`);
  return { nodes, toc: ctx.toc };
}
