import type { Messages } from "@/lib/i18n/messages";
import type { How, Who } from "./input";

/** The page's interface words in one language (messages/*.json, bloodLead), passed to the client form as a prop. */
export type BloodLeadText = Pick<Messages["bloodLead"], "form" | "answer">;

export { fill } from "@/lib/i18n/fill";

/** Who was tested and how, as the form and the answer name them. */
export function whoLabels(t: BloodLeadText["form"]): Record<Who, string> {
  return { child: t.whoChild, "older-child": t.whoOlderChild, pregnant: t.whoPregnant, adult: t.whoAdult };
}
export function howLabels(t: BloodLeadText["form"]): Record<How, string> {
  return { capillary: t.howCapillary, venous: t.howVenous };
}
