import en from "@/messages/en.json";
import { errorText } from "@/lib/i18n/error-text";
import { contactFormText } from "@/features/contact/form-text";
import { contactCreateSchema } from "@/features/contact/schema";
import { CONTACT_TOPICS } from "@/features/contact/topics";

/** Issue 54: the contact form in Spanish shows every message of the (English) schema and API in Spanish. */
const valid = { name: "Ana Ruiz", email: "ana@example.com", topic: "general", message: "A message long enough." };
const BAD: Record<string, unknown>[] = [
  { name: "" },
  { name: "A" },
  { name: "x".repeat(101) },
  { email: "not-an-email" },
  { email: `${"a".repeat(250)}@example.com` },
  { topic: "sales" },
  { message: "too short" },
  { message: "x".repeat(2001) },
  { message: "ten chars \u0000 and more" },
];
const messages = BAD.flatMap((bad) => {
  const r = contactCreateSchema.safeParse({ ...valid, ...bad });
  expect(r.success).toBe(false);
  return r.success ? [] : r.error.issues.map((i) => i.message);
});

describe("the contact form's words", () => {
  it("lists the same topics as the stored keys, in English as the admin panel names them", () => {
    expect(Object.keys(contactFormText("es").topics)).toEqual(Object.keys(CONTACT_TOPICS));
    expect(contactFormText("en").topics).toEqual(CONTACT_TOPICS);
  });

  it("shows each message of the schema in Spanish on the Spanish page, and as written on the English page", () => {
    const es = contactFormText("es");
    const english = contactFormText("en");
    expect(messages.length).toBeGreaterThanOrEqual(BAD.length);
    for (const message of messages) {
      expect([message, Object.hasOwn(es.errors, message)]).toEqual([message, true]);
      expect(errorText(message, es)).not.toBe(message);
      expect(errorText(message, english)).toBe(message);
    }
    expect(errorText("Please enter a valid email", es)).toBe("Escriba un correo electrónico válido");
  });

  it("reads an unknown message as a plain Spanish line, never English", () => {
    expect(errorText("Something new went wrong", contactFormText("es"))).toBe("Revise este campo.");
    expect(errorText("Something new went wrong", contactFormText("en"))).toBe("Something new went wrong");
    expect(errorText("constructor", contactFormText("es"))).toBe("Revise este campo.");
  });

  it("has no key the English catalogue lacks", () => {
    expect(Object.keys(contactFormText("es").errors).sort()).toEqual(Object.values(en.contact.errors).filter((m) => m !== en.contact.errors.other).sort());
  });
});
