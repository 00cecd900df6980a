/**
 * The root's not-found, which no page reaches: every page sits under app/(en) or app/es, each with its own
 * not-found.tsx, and a URL no route matches is answered by app/global-not-found.tsx. Next.js still puts this tree
 * into every page's payload, so it is one line rather than Next.js's default 404 document (1.1 KB of every page,
 * docs/performance.md, issue 52).
 */
export default function RootNotFound() {
  return <p>Page not found.</p>;
}
