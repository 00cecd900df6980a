import { env, parseEnv, type Env } from "@/lib/env";

/**
 * Changes environment variables for a test as start-up would have read them: checked by lib/env.ts and
 * written into its one `env` (which modules read), and into process.env (for outsideFetchAllow, read per
 * call). `undefined` unsets a variable, so its default applies. Returns the function that puts both back.
 */
export function setEnv(vars: Record<string, string | undefined>): () => void {
  const keys = Object.keys(vars) as (keyof Env)[];
  const parsed = parseEnv({ ...process.env, ...vars });
  const saved = { env: keys.map((k) => [k, env[k]] as const), process: keys.map((k) => [k, process.env[k]] as const) };
  const put = (entries: readonly (readonly [string, unknown])[], target: Record<string, unknown>) => {
    for (const [k, v] of entries) {
      if (v === undefined) delete target[k];
      else target[k] = v;
    }
  };
  put(keys.map((k) => [k, parsed[k]] as const), env);
  put(Object.entries(vars), process.env);
  return () => {
    put(saved.env, env);
    put(saved.process, process.env);
  };
}
