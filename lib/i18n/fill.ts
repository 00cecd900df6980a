/**
 * `{name}` placeholders filled in a catalogue message that a client component shows: the server passes the
 * message as a prop (no i18n code ships to the browser, docs/i18n.md), and such messages use no other ICU syntax.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
