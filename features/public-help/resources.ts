import { US_STATES, type StateCode } from "@/lib/us-states";

/**
 * The free public help shown on every state page and beside every program (decisions.md, "Care, not just
 * listings"). Every link below was found and read with the project's source search on the date given; nothing
 * here is a guessed address. Where a state's own childhood lead program page could not be confirmed, its row
 * links to CDC's list of the state and local programs it funds instead. Re-check the links, then move
 * CHECKED, when you edit this file.
 */
const CHECKED = "2026-11-25";

export type Source = { name: string; url: string; checkedOn: string };

/** Poison Help: one national number that connects the caller to the local poison center. */
export const POISON_HELP = {
  phone: "1-800-222-1222",
  tel: "tel:+18002221222",
  // "connects you to your local poison center", free and confidential, interpretation in 161 languages.
  source: { name: "HRSA: The Poison Help line", url: "https://www.poisonhelp.hrsa.gov/the-poison-help-line/index.html", checkedOn: CHECKED },
  // "Every day of the year, 24 hours a day, the nation's 55 poison centers help with poisoning emergencies".
  hoursSource: { name: "HRSA: Poison centers", url: "https://www.poisonhelp.hrsa.gov/poison-centers/index.html", checkedOn: CHECKED },
} as const;

/**
 * The Pediatric Environmental Health Specialty Units: ten regional units, one for each of EPA's ten regions
 * (the Region 6 unit says so: "There are ten PEHSUs located in each of the EPA regions"), serving children's
 * environmental health "from preconception through adolescence" (EPA), usually at no cost (AOEC). pehsu.net is
 * the national site with "Find a PEHSU expert in your area"; the regional units' own pages could not be
 * confirmed, so every row links there with its region number.
 */
export const PEHSU = {
  url: "https://www.pehsu.net/",
  sources: [
    { name: "EPA: Pediatric Environmental Health Specialty Units", url: "https://www.epa.gov/children/pediatric-environmental-health-specialty-units", checkedOn: CHECKED },
    { name: "PEHSU: About the PEHSU", url: "http://pehsu.net/About_PEHSU.html", checkedOn: CHECKED },
    { name: "Southwest Center for Pediatric Environmental Health (Region 6 PEHSU): PEHSU program", url: "https://swcpeh.org/pehsu-program.aspx", checkedOn: CHECKED },
    { name: "AOEC: Welcome to the Pediatric Environmental Health Specialty Units", url: "http://www.aoec.org/pesu.htm", checkedOn: CHECKED },
  ],
  // The states in each EPA region, as EPA lists them (archived EPA "Where You Live" page).
  regionsSource: { name: "EPA: EPA Regional Offices (archived)", url: "https://webarchive.library.unt.edu/eot2008/20080920013726/http://www.epa.gov/epahome/whereyoulive.htm", checkedOn: CHECKED },
} as const;

const CHECKED_REGIONS = "2026-11-27";
/**
 * The regional units' own pages, where one was found and read (issue 50): each says which region or states it
 * serves. The other regions link the national site's "Find a PEHSU expert" (pehsu.net) until their page is confirmed.
 */
const PEHSU_REGION_PAGES: Partial<Record<number, Source>> = {
  // "The Region 2 PEHSU is located in New York City at the Icahn School of Medicine at Mount Sinai, and serves New Jersey, New York, ..."
  2: { name: "Region 2 PEHSU, Icahn School of Medicine at Mount Sinai", url: "http://icahn.mssm.edu/research/pehsu", checkedOn: CHECKED_REGIONS },
  // The Southwest Center for Pediatric Environmental Health, Region 6's unit.
  6: { name: "Region 6 PEHSU, Southwest Center for Pediatric Environmental Health", url: "https://swcpeh.org/pehsu-program.aspx", checkedOn: CHECKED_REGIONS },
  // "The Rocky Mountain Region Pediatric Environmental Health Specialty Unit (PEHSU) serves Colorado, Montana, North Dakota, South Dakota, Utah and Wyoming."
  8: { name: "Region 8 PEHSU, Rocky Mountain Region (Denver Health)", url: "https://www.denverhealth.org/services/community-health/pediatric-environmental-health-specialty-unit", checkedOn: CHECKED_REGIONS },
};

/** A region's own unit page, or the national site where its page is not confirmed yet. */
export function pehsuRegionPage(region: number): Source & { own: boolean } {
  const own = PEHSU_REGION_PAGES[region];
  return own ? { ...own, own: true } : { name: `PEHSU national site: find the Region ${region} unit`, url: PEHSU.url, checkedOn: CHECKED, own: false };
}

/**
 * CDC's page on the state and local childhood lead poisoning prevention programs it funds: "linking children to
 * recommended follow-up services". The fallback for a state whose own program page we could not confirm.
 */
export const CDC_LIST: Source = { name: "CDC: Childhood lead poisoning prevention, state and local programs", url: "https://www.cdc.gov/nceh/lead/programs/", checkedOn: CHECKED };

export type StateHelp = { pehsuRegion: number; leadProgram: Source };

/** The ten PEHSU regions (the HHS regions) and their states and DC. */
const PEHSU_REGIONS: Record<number, StateCode[]> = {
  1: ["CT", "ME", "MA", "NH", "RI", "VT"],
  2: ["NJ", "NY"],
  3: ["DE", "DC", "MD", "PA", "VA", "WV"],
  4: ["AL", "FL", "GA", "KY", "MS", "NC", "SC", "TN"],
  5: ["IL", "IN", "MI", "MN", "OH", "WI"],
  6: ["AR", "LA", "NM", "OK", "TX"],
  7: ["IA", "KS", "MO", "NE"],
  8: ["CO", "MT", "ND", "SD", "UT", "WY"],
  9: ["AZ", "CA", "HI", "NV"],
  10: ["AK", "ID", "OR", "WA"],
};

/** The states whose own childhood lead program page we confirmed; every other state links CDC's list. */
const OWN_PROGRAMS: Partial<Record<StateCode, Source>> = {
  CA: { name: "California Department of Public Health, Childhood Lead Poisoning Prevention Branch", url: "https://www.cdph.ca.gov/Programs/CCDPHP/DEODC/CLPPB/Pages/prov_services.aspx", checkedOn: CHECKED },
  IL: { name: "Illinois Department of Public Health, Illinois Lead Program", url: "https://dph.illinois.gov/illinoislead.html", checkedOn: CHECKED },
  NY: { name: "New York State Department of Health, lead poisoning prevention programs in local health departments", url: "https://www.health.ny.gov/environmental/lead/health_care_providers/local_health_departments.htm", checkedOn: CHECKED },
  OH: { name: "Ohio Department of Health, Ohio Healthy Homes and Lead Poisoning Prevention Program", url: "https://odh.ohio.gov/know-our-programs/childhood-lead-poisoning", checkedOn: CHECKED },
  PA: { name: "Pennsylvania Department of Health, lead poisoning and the Lead Information Line", url: "https://www.pa.gov/en/agencies/health/diseases-conditions/lead-poisoning.html", checkedOn: CHECKED },
  TX: { name: "Texas Department of State Health Services, Texas Childhood Lead Poisoning Prevention Program", url: "https://www.dshs.texas.gov/blood-lead-surveillance-group/educational-materials/texas-childhood-lead-poisoning", checkedOn: CHECKED },
};

/** Per state and DC: its PEHSU region and its childhood lead poisoning prevention program (or CDC's list). */
export const STATE_HELP = Object.fromEntries(
  US_STATES.map(({ code }) => {
    const region = Number(Object.keys(PEHSU_REGIONS).find((r) => PEHSU_REGIONS[Number(r)]!.includes(code)));
    return [code, { pehsuRegion: region, leadProgram: OWN_PROGRAMS[code] ?? CDC_LIST }];
  }),
) as Record<StateCode, StateHelp>;

/** Whether a state's row links to its own program rather than CDC's list. */
export const hasOwnProgram = (help: StateHelp) => help.leadProgram !== CDC_LIST;
