/**
 * About how many bytes a value holds in V8's heap: strings at 2 bytes a character (plus a header), numbers and
 * booleans 8, typed arrays their buffer, objects, arrays, Maps and Sets their parts plus a small header each.
 * Not exact (V8 shares strings and packs small integers): a figure to bound caches by, cheap to compute, that
 * stops counting past `cap` so that a huge value costs no more than a cap's worth of walking.
 */
export function approximateBytes(value: unknown, cap = 64 * 2 ** 20): number {
  let total = 0;
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0 && total < cap) {
    const v = stack.pop();
    switch (typeof v) {
      case "string":
        total += 16 + 2 * v.length;
        continue;
      case "number":
      case "boolean":
      case "bigint":
        total += 8;
        continue;
      case "object":
        break;
      default:
        continue; // undefined, functions, symbols
    }
    if (v === null || seen.has(v as object)) continue;
    seen.add(v as object);
    if (ArrayBuffer.isView(v)) total += 64 + v.byteLength;
    else if (v instanceof Date) total += 32;
    else if (Array.isArray(v)) {
      total += 32 + 8 * v.length;
      for (const item of v) stack.push(item);
    } else if (v instanceof Map) {
      total += 64 + 16 * v.size;
      for (const [k, item] of v) stack.push(k, item);
    } else if (v instanceof Set) {
      total += 64 + 8 * v.size;
      for (const item of v) stack.push(item);
    } else {
      const keys = Object.keys(v as object);
      total += 32 + 16 * keys.length;
      for (const k of keys) stack.push((v as Record<string, unknown>)[k]);
    }
  }
  return Math.min(total, cap);
}
