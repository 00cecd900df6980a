import "server-only";
import { DomainError } from "@/lib/errors";

/** The outside source's key typed on the import screen; never logged, never stored. */
export function sourceKeyFrom(req: Request): string | undefined {
  const key = req.headers.get("x-api-key")?.trim();
  if (!key) return undefined;
  if (key.length > 512 || /[\u0000-\u001f]/.test(key)) throw new DomainError("invalid", "The API key is not valid");
  return key;
}
