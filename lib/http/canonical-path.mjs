/**
 * Canonical ids in paths (security issue 51, item 2). Row ids are uuids, which Postgres and the id check
 * read in any case; a path naming one in upper case is answered with a 308 to its lower-case twin (GET and
 * HEAD: scripts/server.mjs for pages, the route builder for API calls), and a write to it is a 404, so
 * that every limit, lookup and log sees one spelling. Plain JavaScript: scripts/server.mjs imports it unbundled.
 */
const UUID_SEGMENT = /(^|\/)([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?=\/|$)/g;

/** The path with every uuid segment lower-cased (the same path when it is canonical already). */
export function canonicalPath(pathname) {
  return pathname.replace(UUID_SEGMENT, (_, sep, id) => `${sep}${id.toLowerCase()}`);
}

/**
 * Where a GET or HEAD of `target` (path and query) should go instead, or null when it is canonical.
 * The query is kept as it came.
 */
export function canonicalLocation(method, pathname, search) {
  if (method !== "GET" && method !== "HEAD") return null;
  const canonical = canonicalPath(pathname);
  return canonical === pathname ? null : `${canonical}${search}`;
}
