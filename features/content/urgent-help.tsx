import { Phone } from "lucide-react";

/** The box's words (messages/*.json, content.urgentHelp). */
export type UrgentHelpText = {
  title: string;
  call911: string;
  call911Text: string;
  call911Link: string;
  poison: string;
  poisonText: string;
  poisonAfter: string;
};

/**
 * Where to get urgent help, stated plainly. On the symptoms guide it sits above everything else,
 * so a frightened reader sees the numbers before any symptom list.
 */
export function UrgentHelp({ text }: { text: UrgentHelpText }) {
  return (
    <section aria-labelledby="urgent-help" className="rounded-lg border-2 border-destructive bg-card p-4 sm:p-5">
      <h2 id="urgent-help" className="flex items-center gap-2 text-lg font-semibold text-destructive">
        <Phone className="size-5 shrink-0" aria-hidden="true" />
        {text.title}
      </h2>
      <ul className="mt-3 space-y-3 text-base leading-7">
        <li>
          <strong>{text.call911}</strong>
          {` ${text.call911Text}`}{" "}
          <a href="tel:911" className="font-semibold text-destructive underline underline-offset-4">
            {text.call911Link}
          </a>
          .
        </li>
        <li>
          <strong>{text.poison}</strong>
          {` ${text.poisonText}`}{" "}
          <a href="tel:+18002221222" className="font-semibold whitespace-nowrap text-primary underline underline-offset-4">
            1-800-222-1222
          </a>
          {text.poisonAfter}
        </li>
      </ul>
    </section>
  );
}
