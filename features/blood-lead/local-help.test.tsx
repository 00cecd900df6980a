import { cleanup, render, screen, within } from "@testing-library/react";
import { STATE_HELP, hasOwnProgram, pehsuRegionPage } from "@/features/public-help";
import type { StateCode } from "@/lib/us-states";
import { answerFor } from "./bands";
import { messagesFor } from "@/lib/i18n/messages";
import { BloodLeadAnswer } from "./blood-lead-answer";
import type { Local } from "./answer-state";

// Issue 50, item 12: the answer to a ZIP shows the state's childhood lead program, and its phone where the
// program's page gives one, as a tel: link with the number as its text.
function renderFor(state: StateCode, stateName: string) {
  const help = STATE_HELP[state];
  const local: Local = {
    zip: "00000",
    place: `Somewhere, ${state} 00000`,
    state,
    stateName,
    leadProgram: { ...help.leadProgram, own: hasOwnProgram(help) },
    pehsuRegion: help.pehsuRegion,
    pehsuPage: pehsuRegionPage(help.pehsuRegion),
    nearby: null,
  };
  render(<BloodLeadAnswer reading={{ value: 7, below: false }} who="child" how="venous" answer={answerFor(7, "child", "venous")} local={local} text={messagesFor("en").bloodLead} />);
  return screen.getByTestId("bll-lead-program");
}

describe("the blood lead answer's childhood lead program", () => {
  it("links CDC's page for New Jersey's program and gives its phone as a tel: link", () => {
    const row = renderFor("NJ", "New Jersey");
    expect(within(row).getByRole("link", { name: "New Jersey Department of Health, Childhood Lead Program (CDC's page for New Jersey)" })).toHaveAttribute(
      "href",
      "https://cdc.gov/lead-prevention/success-stories-by-state/new-jersey.html",
    );
    expect(within(row).getByRole("link", { name: "609-292-5666" })).toHaveAttribute("href", "tel:+16092925666");
  });

  it("shows no phone where the program's page gave none, and CDC's list where no program was confirmed", () => {
    const kentucky = renderFor("KY", "Kentucky");
    expect(within(kentucky).getByRole("link", { name: /Kentucky Childhood Lead Poisoning Prevention Program/ })).toHaveAttribute("href", STATE_HELP.KY.leadProgram.url);
    expect(kentucky.querySelector('a[href^="tel:"]')).toBeNull();
    cleanup();

    const missouri = renderFor("MO", "Missouri");
    expect(within(missouri).getByRole("link", { name: /CDC's list of state and local programs \(Missouri's own page not yet confirmed\)/ })).toBeInTheDocument();
    expect(missouri.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
