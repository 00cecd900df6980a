export declare const isLoopbackHost: (host: string) => boolean;
export declare function resolveSiteUrl(o: { env: Record<string, string | undefined>; port: number; dev: boolean }):
  | { hostname: string; env: Record<string, string>; log: string; error?: undefined }
  | { error: string };
