import type { ElementType, ReactNode } from "react";
import type { Token, Tokens } from "marked";
import { CircleCheck } from "lucide-react";

/**
 * The blocks a content file can hold beyond Markdown, written `:::name argument`, a body, then `:::`.
 * Each is one component the TSX guides used; content/README.md lists them for editors.
 */
export type DirectiveToken = { type: "directive"; raw: string; name: string; arg: string; tokens: Token[] };
type Helpers = {
  /** createElement with the children as arguments (no keys), as markdown.tsx makes every element. */
  el: (type: ElementType, props: object | null, children: ReactNode[]) => ReactNode;
  inline: (tokens: readonly Token[]) => ReactNode[];
  fail: (message: string) => never;
};

/** A cell of the guides' `:::table` blocks. */
const TABLE_CELL = "border-b px-3 py-2 text-left align-top";

/** The one Markdown block a directive's body must hold (spaces aside), of the given type. */
function only<T extends Token>(d: DirectiveToken, type: T["type"], h: Helpers): T {
  const body = d.tokens.filter((t) => t.type !== "space");
  if (body.length !== 1 || body[0]!.type !== type) h.fail(`its body must be one Markdown ${type}`);
  return body[0] as T;
}

export const DIRECTIVES: Record<string, (d: DirectiveToken, h: Helpers) => ReactNode> = {
  /** A list shown with check marks: its body is a Markdown list. */
  checklist: (d, h) =>
    h.el(
      "ul",
      { className: "!list-none !pl-0" },
      only<Tokens.List>(d, "list", h).items.map((item) =>
        h.el("li", { className: "flex gap-3" }, [
          h.el(CircleCheck, { className: "mt-1 size-5 shrink-0 text-primary", "aria-hidden": "true" }, []),
          h.el("span", null, h.inline(item.tokens)),
        ]),
      ),
    ),

  /** `:::table Caption`: a Markdown table whose first column heads its rows. */
  table: (d, h) => {
    if (!d.arg) h.fail("needs a caption after its name");
    const table = only<Tokens.Table>(d, "table", h);
    const head = table.header.map((c) => h.el("th", { scope: "col", className: TABLE_CELL }, h.inline(c.tokens)));
    const rows = table.rows.map(([first, ...cells]) =>
      h.el("tr", null, [
        h.el("th", { scope: "row", className: `${TABLE_CELL} font-medium` }, h.inline(first?.tokens ?? [])),
        ...cells.map((c) => h.el("td", { className: TABLE_CELL }, h.inline(c.tokens))),
      ]),
    );
    return (
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left text-sm text-muted-foreground">{d.arg}</caption>
          <thead>{h.el("tr", { className: "bg-muted" }, head)}</thead>
          {h.el("tbody", null, rows)}
        </table>
      </div>
    );
  },
};
