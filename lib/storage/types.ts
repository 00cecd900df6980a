/** Where uploaded images live. Keys are relative, slash-separated and checked by `isValidKey`. */
export interface ImageStorage {
  readonly kind: "local" | "s3";
  /** Stores the bytes under the key (never overwriting a different object in practice: keys are unique). */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the object from (kept in a program's imageUrl). */
  publicUrl(key: string): string;
  /** The key behind one of our public URLs, or null for any other URL. */
  keyFromUrl(url: string): string | null;
}

// Our keys: "programs/<uuid>/<32 hex>.webp". Anything else (dots, backslashes, "..", NUL) is refused.
const KEY = /^programs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{32}\.webp$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key).slice(0, 120)}`);
}
