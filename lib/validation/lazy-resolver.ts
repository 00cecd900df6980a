import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver that loads zod, the zod resolver and the schema on first use (the first
 * validation, or `preload()` when the visitor starts on the form) instead of with the page: zod and the
 * shared schemas are about 100 KB gzip, and a visitor who only reads the page never needs them. The schema
 * is the same shared one the server checks. Every form loads its resolver this way.
 *
 *   const form = lazyZodResolver(() => import("@/features/contact/schema").then((m) => m.contactCreateSchema));
 *   useForm({ resolver: form.resolver }); <form onFocus={form.preload}>
 */
export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>) {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    ).catch((error: unknown) => {
      loaded = undefined; // a failed chunk load is tried again on the next validation
      throw error;
    }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => {}) };
}
