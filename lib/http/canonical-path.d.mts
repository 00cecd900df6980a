/** Types of canonical-path.mjs (plain JavaScript so that scripts/server.mjs can import it unbundled). */
export declare function canonicalPath(pathname: string): string;
export declare function canonicalLocation(method: string | undefined, pathname: string, search: string): string | null;
