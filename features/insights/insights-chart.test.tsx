import { render, screen, within } from "@testing-library/react";
import { InsightsChart, insightsSummary } from "./insights-chart";
import type { Insights } from "./types";

const zero = { view: 0, call: 0, website: 0, directions: 0 };
const data: Insights = {
  days: [
    { date: "2026-02-27", ...zero },
    { date: "2026-02-28", view: 12, call: 2, website: 1, directions: 0 },
    { date: "2026-03-01", view: 3, call: 0, website: 0, directions: 1 },
  ],
  totals: { view: 15, call: 2, website: 1, directions: 1 },
};

describe("InsightsChart", () => {
  it("shows the totals, a bar per counted day and an accessible summary", () => {
    const { container } = render(<InsightsChart data={data} />);
    const totals = screen.getByTestId("insights-totals");
    expect(within(totals).getByText("Page views").nextSibling).toHaveTextContent("15");
    expect(within(totals).getByText("Call Now").nextSibling).toHaveTextContent("2");
    const chart = screen.getByRole("img");
    expect(chart).toHaveAccessibleName(insightsSummary(data));
    expect(insightsSummary(data)).toBe("Page views and clicks per day, Feb 27 to Mar 1 (UTC): 15 page views and 4 clicks (2 Call Now, 1 website, 1 directions). Most views on Feb 28: 12.");
    // Views and clicks bars for the two days with events; none for the empty day.
    expect(container.querySelectorAll("svg rect")).toHaveLength(4);
  });

  it("gives every day in a table, newest first", () => {
    render(<InsightsChart data={data} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual(["Day (UTC)Page viewsCall NowWebsiteDirections", "Mar 13001", "Feb 2812210", "Feb 270000"]);
  });

  it("reads an empty range as zeros, without a busiest day", () => {
    expect(insightsSummary({ days: [{ date: "2026-03-01", ...zero }], totals: zero })).toBe(
      "Page views and clicks per day, Mar 1 to Mar 1 (UTC): 0 page views and 0 clicks (0 Call Now, 0 website, 0 directions).",
    );
  });
});
