/** Node flags for the production server; see server-flags.mjs. */
export declare const SERVER_NODE_FLAGS: readonly string[];
