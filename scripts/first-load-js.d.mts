/** See first-load-js.mjs. */
export declare function firstLoad(
  base: string,
  path: string,
): Promise<{ scripts: { src: string; text: string; gzip: number }[]; gzip: number; inlineGzip: number; htmlGzip: number }>;
