import { isValidElement, type ReactNode } from "react";

/**
 * The visible text of a server-rendered element tree, for counting words: strings are kept, plain
 * function components (no hooks, such as the cost table) are expanded, and other elements
 * (intrinsic tags, client components like Link) contribute their children.
 */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(" ");
  if (isValidElement(node)) {
    const props = (node.props ?? {}) as { children?: ReactNode };
    if (typeof node.type === "function" && !("$$typeof" in node.type)) {
      try {
        return textOf((node.type as (p: unknown) => ReactNode)(props));
      } catch {
        return textOf(props.children);
      }
    }
    return textOf(props.children);
  }
  return "";
}
