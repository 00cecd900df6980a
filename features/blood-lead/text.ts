import type { Messages } from "@/lib/i18n/messages";
import type { How, Who } from "./input";

/** The page's interface words in one language (messages/*.json, bloodLead), passed to the client form as a prop. */
export type BloodLeadText = Pick<Messages["bloodLead"], "form" | "answer">;

/** `{name}` placeholders filled in a message the client shows (its messages use no other ICU syntax). */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Who was tested and how, as the form and the answer name them. */
export function whoLabels(t: BloodLeadText["form"]): Record<Who, string> {
  return { child: t.whoChild, "older-child": t.whoOlderChild, pregnant: t.whoPregnant, adult: t.whoAdult };
}
export function howLabels(t: BloodLeadText["form"]): Record<How, string> {
  return { capillary: t.howCapillary, venous: t.howVenous };
}
