import { render, screen, within } from "@testing-library/react";
import { US_STATES } from "@/lib/us-states";
import { PublicHelp } from "./public-help";
import { CDC_LIST, PEHSU, POISON_HELP, STATE_HELP, hasOwnProgram, pehsuRegionPage } from "./resources";

// EPA's ten regions (PEHSU.regionsSource), written out again here so a slip in the data file shows.
const EPA_REGIONS: Record<number, string> = {
  1: "CT ME MA NH RI VT",
  2: "NJ NY",
  3: "DE DC MD PA VA WV",
  4: "AL FL GA KY MS NC SC TN",
  5: "IL IN MI MN OH WI",
  6: "AR LA NM OK TX",
  7: "IA KS MO NE",
  8: "CO MT ND SD UT WY",
  9: "AZ CA HI NV",
  10: "AK ID OR WA",
};

describe("public help data", () => {
  it("has a row for each of the 50 states and DC, in the EPA region that serves it", () => {
    expect(Object.keys(STATE_HELP).sort()).toEqual(US_STATES.map((s) => s.code).sort());
    for (const [region, states] of Object.entries(EPA_REGIONS)) {
      for (const code of states.split(" ")) expect([code, STATE_HELP[code as keyof typeof STATE_HELP].pehsuRegion]).toEqual([code, Number(region)]);
    }
  });

  it("gives every link as an absolute web address with the date it was checked, never a future one", () => {
    const today = new Date().toISOString().slice(0, 10);
    const sources = [POISON_HELP.source, POISON_HELP.hoursSource, ...PEHSU.sources, PEHSU.regionsSource, CDC_LIST, ...Object.values(STATE_HELP).map((h) => h.leadProgram)];
    for (const s of sources) {
      expect(s.url).toMatch(/^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      expect(s.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.checkedOn <= today).toBe(true);
      expect(s.name.length).toBeGreaterThan(5);
    }
  });

  it("links a state's own program only where one was confirmed; the rest link CDC's list", () => {
    const own = Object.entries(STATE_HELP).filter(([, h]) => hasOwnProgram(h)).map(([code]) => code);
    expect(own.sort()).toEqual(["CA", "IL", "NY", "OH", "PA", "TX"]);
    for (const code of own) expect(STATE_HELP[code as keyof typeof STATE_HELP].leadProgram.url).not.toBe(CDC_LIST.url);
  });
});

describe("all 51 rows (issue 50, item 8)", () => {
  it.each(US_STATES.map((s) => [s.code] as const))("%s has a program name, a URL, a source and a checked date", (code) => {
    const row = STATE_HELP[code];
    expect(row.leadProgram.name.length).toBeGreaterThan(5);
    expect(row.leadProgram.url).toMatch(/^https?:\/\//);
    // Own rows are their own source; the others cite CDC's list, and say so in their name.
    if (!hasOwnProgram(row)) expect(row.leadProgram).toBe(CDC_LIST);
    expect(row.leadProgram.checkedOn).toMatch(/^2026-\d{2}-\d{2}$/);
    const pehsu = pehsuRegionPage(row.pehsuRegion);
    expect(pehsu.url).toMatch(/^https?:\/\//);
    expect(pehsu.checkedOn).toMatch(/^2026-\d{2}-\d{2}$/);
  });

  it("links the regional PEHSU pages that were confirmed, and the national site for the rest", () => {
    expect(pehsuRegionPage(2)).toMatchObject({ own: true, url: "http://icahn.mssm.edu/research/pehsu" });
    expect(pehsuRegionPage(6)).toMatchObject({ own: true, url: "https://swcpeh.org/pehsu-program.aspx" });
    expect(pehsuRegionPage(8)).toMatchObject({ own: true });
    expect(pehsuRegionPage(4)).toMatchObject({ own: false, url: PEHSU.url });
  });
});

describe("<PublicHelp>", () => {
  it.each(US_STATES.map((s) => [s.code, s.name] as const))("%s shows Poison Help, its PEHSU region and its lead program, each with sources", (code, name) => {
    render(<PublicHelp state={code} />);
    const box = screen.getByTestId("public-help");
    const item = (key: string) => box.querySelector(`[data-resource="${key}"]`) as HTMLElement;

    expect(within(item("poison-help")).getByRole("link", { name: "1-800-222-1222" })).toHaveAttribute("href", "tel:+18002221222");
    const region = STATE_HELP[code].pehsuRegion;
    expect(item("pehsu")).toHaveTextContent(`Region ${region}`);
    expect(within(item("pehsu")).getByRole("link", { name: `Find the Region ${region} unit at pehsu.net` })).toHaveAttribute("href", "https://www.pehsu.net/");
    const program = STATE_HELP[code].leadProgram;
    expect(within(item("lead-program")).getAllByRole("link").map((a) => a.getAttribute("href"))).toContain(program.url);
    if (!hasOwnProgram(STATE_HELP[code])) expect(item("lead-program")).toHaveTextContent(`ask ${name}'s health department`);

    for (const key of ["poison-help", "pehsu", "lead-program"]) {
      const sources = item(key).querySelectorAll("a[data-source]");
      expect(sources.length).toBeGreaterThan(0);
      expect(item(key)).toHaveTextContent(/checked November 25, 2026\./i);
    }
    expect(within(box).getByRole("link", { name: /what the number means/ })).toHaveAttribute("href", "/blood-lead-levels");
  });
});
