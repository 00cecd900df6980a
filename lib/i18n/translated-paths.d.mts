export declare const TRANSLATED_PATHS: RegExp[];
export declare function englishPathOf(pathname: string): string;
