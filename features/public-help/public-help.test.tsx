import { render, screen, within } from "@testing-library/react";
import { US_STATES } from "@/lib/us-states";
import { PublicHelp } from "./public-help";
import { POISON_HELP, telHref } from "./poison-help";
import { CDC_LIST, PEHSU, STATE_HELP, hasOwnProgram, pehsuRegionPage } from "./resources";

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

  // Issue 50, item 12: 47 of 51 have their own row (CDC's page about the state's program, or the state's own
  // page); the other 4 link CDC's list (their pages were seen only on copy sites, or not at all).
  const CONFIRMED = "AK AL AZ CA CO CT DC DE GA HI IA ID IL IN KS KY LA MA MD ME MI MN MS MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD TN TX VA VT WA WI WV WY";
  const ON_CDC_LIST = "AR FL MO UT";

  it("links a state's own program only where one was confirmed; the rest link CDC's list", () => {
    const own = Object.entries(STATE_HELP).filter(([, h]) => hasOwnProgram(h)).map(([code]) => code);
    expect(own.sort()).toEqual(CONFIRMED.split(" "));
    expect(own).toHaveLength(47);
    const rest = Object.entries(STATE_HELP).filter(([, h]) => !hasOwnProgram(h)).map(([code]) => code);
    expect(rest.sort()).toEqual(ON_CDC_LIST.split(" "));
    for (const code of own) expect(STATE_HELP[code as keyof typeof STATE_HELP].leadProgram.url).not.toBe(CDC_LIST.url);
  });

  it("gives every own row an https page on cdc.gov or a state's .gov, .us or .org domain, and CDC's pages say so in their name", () => {
    for (const [code, help] of Object.entries(STATE_HELP).filter(([, h]) => hasOwnProgram(h))) {
      const url = new URL(help.leadProgram.url);
      expect([code, url.protocol]).toEqual([code, "https:"]);
      expect([code, url.hostname]).toEqual([code, expect.stringMatching(/(^|\.)cdc\.gov$|\.(gov|us|org)$/)]);
      const onCdc = /(^|\.)cdc\.gov$/.test(url.hostname);
      const name = US_STATES.find((s) => s.code === code)!.name;
      if (onCdc) expect([code, help.leadProgram.name]).toEqual([code, expect.stringMatching(new RegExp(`\\(CDC's page for (the )?${name}\\)$`))]);
      else expect([code, help.leadProgram.name]).toEqual([code, expect.not.stringContaining("CDC")]);
    }
  });

  it("gives a program phone only as a US number, as a tel: link with the extension", () => {
    const phones = Object.values(STATE_HELP).flatMap((h) => (h.leadProgram.phone ? [h.leadProgram.phone] : []));
    // 25 from CDC's pages (Nevada's gives two regional numbers, so none) and Connecticut's own page.
    expect(phones).toHaveLength(26);
    for (const phone of phones) {
      expect(phone).toMatch(/^\d{3}-\d{3}-\d{4}(, ext\. \d+)?$/);
      expect(telHref(phone)).toMatch(/^tel:\+1\d{10}(;ext=\d+)?$/);
    }
    expect(STATE_HELP.NJ.leadProgram.phone).toBe("609-292-5666");
    expect(telHref("609-292-5666")).toBe("tel:+16092925666");
    expect(telHref("888-242-1100, ext. 3")).toBe("tel:+18882421100;ext=3");
    expect(CDC_LIST).not.toHaveProperty("phone");
    for (const code of ON_CDC_LIST.split(" ")) expect(STATE_HELP[code as keyof typeof STATE_HELP].leadProgram.phone).toBeUndefined();
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
    // Issue 50, item 12: the Great Lakes (5), Mid-America (7) and Northwest (10) units' own pages.
    expect(pehsuRegionPage(5)).toMatchObject({ own: true, url: "https://great-lakes.uic.edu/childrens-environmental-health/" });
    expect(pehsuRegionPage(7)).toMatchObject({ own: true, url: expect.stringMatching(/^https:\/\/www\.childrensmercy\.org\//) });
    expect(pehsuRegionPage(10)).toMatchObject({ own: true, url: "https://deohs.washington.edu/pehsu/about-us" });
    for (const region of [1, 3, 4, 9]) expect(pehsuRegionPage(region)).toMatchObject({ own: false, url: PEHSU.url });
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

    const phone = STATE_HELP[code].leadProgram.phone;
    const tel = within(item("lead-program")).queryByRole("link", { name: phone ?? "no phone" });
    if (phone) expect(tel).toHaveAttribute("href", telHref(phone));
    else expect(item("lead-program").querySelector('a[href^="tel:"]')).toBeNull();

    for (const key of ["poison-help", "pehsu"]) {
      expect(item(key).querySelectorAll("a[data-source]").length).toBeGreaterThan(0);
      expect(item(key)).toHaveTextContent(/checked November 25, 2026\./i);
    }
    expect(item("lead-program").querySelectorAll("a[data-source]").length).toBeGreaterThan(0);
    // The rows added in issue 50 were read on November 27; the first six and CDC's list on November 25.
    expect(item("lead-program")).toHaveTextContent(program.checkedOn === "2026-11-27" ? /checked November 27, 2026\./i : /checked November 25, 2026\./i);
    expect(within(box).getByRole("link", { name: /what the number means/ })).toHaveAttribute("href", "/blood-lead-levels");
  });
});

describe("<PublicHelp> in Spanish (issue 54)", () => {
  it.each([["TX", true], ["AZ", false], ["NY", false]] as const)("%s: Spanish lines, the names of services, agencies and sources as written (lang=en)", (code, compact) => {
    render(<PublicHelp state={code} compact={compact} locale="es" />);
    const box = screen.getByTestId("public-help");
    const name = US_STATES.find((s) => s.code === code)!.name;
    expect(within(box).getByRole("heading", { level: 2 })).toHaveTextContent(compact ? `Ayuda pública gratuita en ${name}` : "Ayuda pública gratuita");
    const item = (key: string) => box.querySelector(`[data-resource="${key}"]`) as HTMLElement;
    expect(item("poison-help")).toHaveTextContent("Poison Help: 1-800-222-1222 le comunica con el centro de toxicología de su zona");
    expect(item("poison-help").querySelector('[lang="en"]')).toHaveTextContent("Poison Help");
    const region = STATE_HELP[code].pehsuRegion;
    expect(within(item("pehsu")).getByRole("link", { name: `Busque la unidad de la región ${region} en pehsu.net` })).toBeInTheDocument();
    expect(item("pehsu").querySelector('[lang="en"]')).toHaveTextContent("Pediatric Environmental Health Specialty Unit");
    for (const a of box.querySelectorAll("a[data-source]")) expect([a.textContent, a.getAttribute("lang")]).toEqual([a.textContent, "en"]);
    expect(item("poison-help")).toHaveTextContent(/revisadas? el 25 de noviembre de 2026\./);
    expect(item("lead-program")).toHaveTextContent(hasOwnProgram(STATE_HELP[code]) ? /^Programa de prevención del plomo en niños:/ : `consulte al departamento de salud de ${name}`);
    expect(within(box).getByRole("link", { name: "Vea qué significa el número y qué hacer después" })).toHaveAttribute("href", "/es/blood-lead-levels");
    // Outside the names marked English, no English line is left.
    const ours = box.cloneNode(true) as HTMLElement;
    for (const el of ours.querySelectorAll('[lang="en"]')) el.remove();
    expect(ours.textContent).not.toMatch(/Free public help|Source|checked|Region \d|Childhood lead/);
  });
});
