export declare const cookiePrefix: (nodeEnv: string | undefined) => string;
export declare const SESSION_COOKIE_NAMES: string[];
