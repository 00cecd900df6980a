export declare const cookiePrefix: (nodeEnv: string | undefined) => string;
export declare const SESSION_COOKIE_NAMES: string[];
export declare const ADMIN_COOKIE_BASE: string;
export declare const OWNER_COOKIE_BASE: string;
