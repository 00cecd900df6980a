/**
 * A message of the shared schema or of POST /api/contact (both English, features/contact/schema.ts) in the form's
 * language: `errors` maps each known English message to the page's, and a message it does not know reads as
 * `otherError` (Spanish: "Revise este campo.") or, on the English page, as written.
 */
export function errorText(message: string, text: { errors: Record<string, string>; otherError?: string }): string {
  return Object.hasOwn(text.errors, message) ? text.errors[message]! : (text.otherError ?? message);
}
