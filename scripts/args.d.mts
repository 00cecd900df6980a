/** What the scripts check of their command line beyond node:util's parseArgs; see args.mjs. */
export declare function readCommandLine<T>(usage: string, read: () => T): T;
export declare function numberOption(raw: string | undefined, name: string, fallback: number, min: number, max: number, opts?: { whole?: boolean }): number;
export declare function textOption(raw: string | undefined, name: string, what?: string): string | undefined;
