import { Phone } from "lucide-react";

/**
 * Where to get urgent help, stated plainly. On the symptoms guide it sits above everything else,
 * so a frightened reader sees the numbers before any symptom list.
 */
export function UrgentHelp() {
  return (
    <section aria-labelledby="urgent-help" className="rounded-lg border-2 border-destructive bg-card p-4 sm:p-5">
      <h2 id="urgent-help" className="flex items-center gap-2 text-lg font-semibold text-destructive">
        <Phone className="size-5 shrink-0" aria-hidden="true" />
        Need help now?
      </h2>
      <ul className="mt-3 space-y-3 text-base leading-7">
        <li>
          <strong>Call 911</strong> if someone has collapsed, has a seizure, has trouble breathing, or cannot be
          woken:{" "}
          <a href="tel:911" className="font-semibold text-destructive underline underline-offset-4">
            call 911
          </a>
          .
        </li>
        <li>
          <strong>Call Poison Control</strong> if you think someone swallowed, breathed in or touched something
          harmful, even if they seem fine:{" "}
          <a href="tel:+18002221222" className="font-semibold whitespace-nowrap text-primary underline underline-offset-4">
            1-800-222-1222
          </a>
          . It is free, confidential and open 24 hours a day, every day.
        </li>
      </ul>
    </section>
  );
}
