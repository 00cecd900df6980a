/** URLSearchParams to a plain object: a key in `lists` becomes the list of its values, any other its first. */
export function queryObject(params: URLSearchParams, lists: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    out[key] = lists.includes(key) ? params.getAll(key) : params.get(key);
  }
  return out;
}
