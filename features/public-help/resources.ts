import { US_STATES, type StateCode } from "@/lib/us-states";
import { CHECKED } from "./poison-help";

/**
 * The free public help shown on every state page and beside every program (decisions.md, "Care, not just
 * listings"). Every link below was found and read with the project's source search on the date given; nothing
 * here is a guessed address, name or phone number. A state's childhood lead program row links CDC's own page
 * about that state's CDC-funded program (cdc.gov/lead-prevention/success-stories-by-state/..., which names the
 * program and gives its phone) or, where that page was not found, the state health department's own program
 * page; a state with neither links CDC's list of the state and local programs it funds instead. Re-check the
 * links, then move CHECKED (poison-help.ts) or CHECKED_PROGRAMS for the rows added on that date, when you edit this file.
 */
export type Source = { name: string; url: string; checkedOn: string };
/** A state's childhood lead program: its page, and the phone number that page gives, where it gives one. */
export type ProgramSource = Source & { phone?: string };

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
  // "Our primary area of focus is Region 5, which includes the states of Illinois, Indiana, Michigan, Minnesota, Ohio, and Wisconsin."
  5: { name: "Region 5 PEHSU, Great Lakes Center for Reproductive and Children's Environmental Health (University of Illinois Chicago)", url: "https://great-lakes.uic.edu/childrens-environmental-health/", checkedOn: CHECKED_REGIONS },
  // The Southwest Center for Pediatric Environmental Health, Region 6's unit.
  6: { name: "Region 6 PEHSU, Southwest Center for Pediatric Environmental Health", url: "https://swcpeh.org/pehsu-program.aspx", checkedOn: CHECKED_REGIONS },
  // "MAPEHSU serves EPA's Region 7, which includes the states of Iowa, Kansas, Missouri, and Nebraska."
  7: { name: "Region 7 PEHSU, Mid-America Pediatric Environmental Health Specialty Unit (Children's Mercy Kansas City)", url: "https://www.childrensmercy.org/departments-and-clinics/pharmacology-and-toxicology/environmental-health-specialty-unit/", checkedOn: CHECKED_REGIONS },
  // "The Rocky Mountain Region Pediatric Environmental Health Specialty Unit (PEHSU) serves Colorado, Montana, North Dakota, South Dakota, Utah and Wyoming."
  8: { name: "Region 8 PEHSU, Rocky Mountain Region (Denver Health)", url: "https://www.denverhealth.org/services/community-health/pediatric-environmental-health-specialty-unit", checkedOn: CHECKED_REGIONS },
  // "We serve four states in the US EPA's Region 10—Washington, Oregon, Alaska and Idaho."
  10: { name: "Region 10 PEHSU, Northwest Pediatric Environmental Health Specialty Unit (University of Washington)", url: "https://deohs.washington.edu/pehsu/about-us", checkedOn: CHECKED_REGIONS },
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

export type StateHelp = { pehsuRegion: number; leadProgram: ProgramSource };

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

/** The date the rows from CDC's per-state pages and the state health departments' own pages were read (issue 50). */
const CHECKED_PROGRAMS = "2026-11-27";

/**
 * A row for CDC's page about one state's CDC-funded program: the name says the link is CDC's page, so a reader
 * knows it is CDC writing about the program, not the program's own site. The phone is the one CDC's page gives.
 */
function cdcPage(state: string, program: string, url: string, phone?: string): ProgramSource {
  return { name: `${program} (CDC's page for ${state})`, url, checkedOn: CHECKED_PROGRAMS, ...(phone ? { phone } : {}) };
}

/** A row for a state health department's own program page (with the phone that page gives, if any). */
function statePage(name: string, url: string, phone?: string): ProgramSource {
  return { name, url, checkedOn: CHECKED_PROGRAMS, ...(phone ? { phone } : {}) };
}

/**
 * The states whose childhood lead program was confirmed; every other state links CDC's list. Each row's comment
 * quotes the words read on its page. CDC's per-state pages say "To learn more about these efforts in <state>,
 * contact the program below" and then give the program's name, address and phone.
 */
const OWN_PROGRAMS: Partial<Record<StateCode, ProgramSource>> = {
  // "Welcome to the Alabama Childhood Lead Poisoning Prevention Program (ACLPPP)" (Alabama Department of Public Health)
  AL: statePage("Alabama Department of Public Health, Alabama Childhood Lead Poisoning Prevention Program", "https://www.alabamapublichealth.gov/aclppp/index.html"),
  // "Alaska Division of Public Health, Section of Epidemiology, Environmental Public Health Program, Lead Surveillance Program ... Phone: 907-269-8000"
  AK: cdcPage("Alaska", "Alaska Division of Public Health, Lead Surveillance Program", "https://www.cdc.gov/lead-prevention/success-stories-by-state/alaska.html", "907-269-8000"),
  // "Childhood Lead Poisoning Prevention Program ... The Arizona Department of Health Services (ADHS) remains committed to preventing new cases of childhood lead poisoning" (ADHS)
  AZ: statePage("Arizona Department of Health Services, Childhood Lead Poisoning Prevention Program", "https://azdhs.gov/phs/oeh/children/lead/"),
  CA: { name: "California Department of Public Health, Childhood Lead Poisoning Prevention Branch", url: "https://www.cdph.ca.gov/Programs/CCDPHP/DEODC/CLPPB/Pages/prov_services.aspx", checkedOn: CHECKED },
  // "The Colorado Childhood Lead Poisoning Prevention Program (CCLPPP) is a CDC-funded program"
  CO: statePage("Colorado Department of Public Health and Environment, Colorado Childhood Lead Poisoning Prevention Program", "https://cdphe.colorado.gov/lead-colorado-childhood-lead-poisoning-prevention-program"),
  // "For information regarding childhood lead poisoning, please contact: (860) 509-7299" (Lead Poisoning Prevention and Control Program)
  CT: statePage("Connecticut Department of Public Health, Lead Poisoning Prevention and Control Program", "https://portal.ct.gov/DPH/Environmental-Health/Lead-Poisoning-Prevention-and-Control/Lead-Poisoning-Prevention-and-Control-Program", "860-509-7299"),
  // "Delaware Division of Public Health, Office of Lead Poisoning Prevention ... Phone: 302-744-4546"
  DE: cdcPage("Delaware", "Delaware Division of Public Health, Office of Lead Poisoning Prevention", "https://www.cdc.gov/lead-prevention/success-stories-by-state/delaware.html", "302-744-4546"),
  // "Department of Energy and Environment, Lead Safe and Healthy Housing Division ... Phone: 202-535-2600"
  DC: cdcPage("the District of Columbia", "Department of Energy and Environment, Lead Safe and Healthy Housing Division", "https://cdc.gov/lead-prevention/success-stories-by-state/district-of-columbia.html", "202-535-2600"),
  // "The mission of the GHHLPPP ... is to eliminate childhood lead poisoning in Georgia" (Healthy Homes and Lead Poisoning Prevention)
  GA: statePage("Georgia Department of Public Health, Healthy Homes and Lead Poisoning Prevention Program", "https://dph.georgia.gov/environmental-health/healthy-homes-and-lead-poisoning-prevention"),
  // "The Hawaii Childhood Lead Poisoning Prevention Program (HI-CLPPP) is committed to helping the community"
  HI: statePage("Hawaii State Department of Health, Hawaii Childhood Lead Poisoning Prevention Program", "https://health.hawaii.gov/cshcn/childhood-lead-poisoning-prevention/"),
  // "Idaho Department of Health and Welfare ... Phone: 208-334-0641"; "their first Childhood Lead Poisoning Prevention Program (CLPPP)"
  ID: cdcPage("Idaho", "Idaho Department of Health and Welfare, Childhood Lead Poisoning Prevention Program", "https://www.cdc.gov/lead-prevention/success-stories-by-state/idaho.html", "208-334-0641"),
  IL: { name: "Illinois Department of Public Health, Illinois Lead Program", url: "https://dph.illinois.gov/illinoislead.html", checkedOn: CHECKED },
  // "The Lead and Healthy Homes Division (LHHD) works to reduce the incidence of childhood lead poisoning in Indiana" (IDOH)
  IN: statePage("Indiana Department of Health, Lead and Healthy Homes Division", "https://www.in.gov/health/lead-and-healthy-homes-division/"),
  // "Iowa Department of Public Health ... Phone: 800-972-2026"; "the Iowa Childhood Lead Poisoning Prevention Program (CLPPP)"
  IA: cdcPage("Iowa", "Iowa Department of Public Health, Childhood Lead Poisoning Prevention Program", "https://cdc.gov/lead-prevention/success-stories-by-state/iowa.html", "800-972-2026"),
  // "The Kansas Childhood Lead Poisoning Prevention Program (CLPPP) works to reduce childhood lead poisoning in Kansas"
  KS: statePage("Kansas Department of Health and Environment, Kansas Childhood Lead Poisoning Prevention Program", "https://www.kdhe.ks.gov/1107/Childhood-Lead-Poisoning-Prevention"),
  // "Kentucky Childhood Lead Poisoning Prevention Program (KCLPPP) is part of the Healthy Homes Initiative"
  KY: statePage("Kentucky Department for Public Health, Kentucky Childhood Lead Poisoning Prevention Program", "https://www.chfs.ky.gov/agencies/dph/dmch/cfhib/Pages/clppp.aspx"),
  // "About the Louisiana Healthy Homes Childhood Lead Poisoning Prevention Program"
  LA: statePage("Louisiana Department of Health, Louisiana Healthy Homes and Childhood Lead Poisoning Prevention Program", "https://ldh.la.gov/index.cfm/page/3160"),
  // "Maine Department of Health and Human Services, Division of Environmental Health ... Phone: 207-287-4311"
  ME: cdcPage("Maine", "Maine Department of Health and Human Services, Division of Environmental Health", "https://www.cdc.gov/nceh/lead/programs/me.htm", "207-287-4311"),
  // "Maryland Department of Health, Lead Poisoning Prevention Program ... Phone: (410) 537-3825 or 1-800-633-6101, Ext. 3825"
  MD: cdcPage("Maryland", "Maryland Department of Health, Lead Poisoning Prevention Program", "https://www.cdc.gov/lead-prevention/success-stories-by-state/maryland.html", "410-537-3825"),
  // "Massachusetts Department of Public Health, Massachusetts Childhood Lead Poisoning Prevention Program ... Phone: 617-624-5757"
  MA: cdcPage("Massachusetts", "Massachusetts Department of Public Health, Massachusetts Childhood Lead Poisoning Prevention Program", "https://www.cdc.gov/lead-prevention/success-stories-by-state/massachusetts.html", "617-624-5757"),
  // "Michigan's Childhood Lead Poisoning Prevention Program (CLPPP) helps provide education and outreach regarding lead hazards" (MDHHS);
  // MDHHS: "Michigan.gov/lead provides information on lead and lead services in Michigan" (its 2020 release on the merged site)
  MI: statePage("Michigan Department of Health and Human Services, Childhood Lead Poisoning Prevention Program", "https://www.michigan.gov/lead"),
  // "Minnesota Department of Health, Healthy Homes and Lead Poisoning Prevention Program ... Phone: 651-201-5000"
  MN: cdcPage("Minnesota", "Minnesota Department of Health, Healthy Homes and Lead Poisoning Prevention Program", "https://cdc.gov/lead-prevention/success-stories-by-state/minnesota.html", "651-201-5000"),
  // "Mississippi State Department of Health ... Phone: 601-576-7447"; "the Mississippi Lead Poisoning Prevention and Healthy Homes Program (MS LPPHHP)"
  MS: cdcPage("Mississippi", "Mississippi State Department of Health, Lead Poisoning Prevention and Healthy Homes Program", "https://www.cdc.gov/lead-prevention/success-stories-by-state/mississippi.html", "601-576-7447"),
  // "Montana Department of Public Health & Human Services, 2401 Colonial Dr. ... Phone: (406) 417-9848"
  MT: cdcPage("Montana", "Montana Department of Public Health and Human Services", "https://www.cdc.gov/lead-prevention/success-stories-by-state/montana.html", "406-417-9848"),
  // "Anyone who suspects that they or their child may have been exposed to lead, should get a blood lead test" (North Dakota Health and Human Services' lead page)
  ND: statePage("North Dakota Health and Human Services, lead exposure and poisoning", "https://hhs.nd.gov/node/12727"),
  // "Nebraska Department of Health and Human Services ... Phone: 888-242-1100, ext. 3"; "the Nebraska Childhood Lead Poisoning Prevention Program (NeCLPPP)"
  NE: cdcPage("Nebraska", "Nebraska Department of Health and Human Services, Childhood Lead Poisoning Prevention Program", "https://www.cdc.gov/nceh/lead/programs/ne.htm", "888-242-1100, ext. 3"),
  // "Board of Regents, NSHE, obo University of Nevada, Las Vegas" with one phone for Southern and one for Northern Nevada (so none here)
  NV: cdcPage("Nevada", "University of Nevada, Las Vegas, for Nevada's CDC-funded childhood lead program", "https://www.cdc.gov/lead-prevention/success-stories-by-state/nevada.html"),
  // "New Hampshire Department of Health and Human Services, Healthy Homes and Lead Poisoning Prevention Program ... Phone: 603-271-4507"
  NH: cdcPage("New Hampshire", "New Hampshire Department of Health and Human Services, Healthy Homes and Lead Poisoning Prevention Program", "https://cdc.gov/lead-prevention/success-stories-by-state/new-hampshire.html", "603-271-4507"),
  // "New Jersey Department of Health, Childhood Lead Program, Office of Local Public Health ... Phone: 609-292-5666"
  NJ: cdcPage("New Jersey", "New Jersey Department of Health, Childhood Lead Program", "https://cdc.gov/lead-prevention/success-stories-by-state/new-jersey.html", "609-292-5666"),
  // "New Mexico Department of Health, Childhood Lead Poisoning Prevention Program ... Phone: 505-476-1734"
  NM: cdcPage("New Mexico", "New Mexico Department of Health, Childhood Lead Poisoning Prevention Program", "https://cdc.gov/lead-prevention/success-stories-by-state/new-mexico.html", "505-476-1734"),
  NY: { name: "New York State Department of Health, lead poisoning prevention programs in local health departments", url: "https://www.health.ny.gov/environmental/lead/health_care_providers/local_health_departments.htm", checkedOn: CHECKED },
  // "North Carolina Department of Health and Human Services, Children's Environmental Health, Childhood Lead Poisoning Prevention Program ... Phone: 919-707-5951"
  NC: cdcPage("North Carolina", "North Carolina Department of Health and Human Services, Childhood Lead Poisoning Prevention Program", "https://www.cdc.gov/lead-prevention/success-stories-by-state/north-carolina.html", "919-707-5951"),
  OH: { name: "Ohio Department of Health, Ohio Healthy Homes and Lead Poisoning Prevention Program", url: "https://odh.ohio.gov/know-our-programs/childhood-lead-poisoning", checkedOn: CHECKED },
  // "Oklahoma State Department of Health, Oklahoma Childhood Lead Poisoning Prevention Program ... Phone: 405-426-8311"
  OK: cdcPage("Oklahoma", "Oklahoma State Department of Health, Oklahoma Childhood Lead Poisoning Prevention Program", "https://cdc.gov/lead-prevention/success-stories-by-state/oklahoma.html", "405-426-8311"),
  // "Oregon Health Authority, Environmental Public Health, Oregon Lead Poisoning Prevention Program ... Phone: 971-673-0440"
  OR: cdcPage("Oregon", "Oregon Health Authority, Oregon Lead Poisoning Prevention Program", "https://www.cdc.gov/nceh/lead/programs/or.htm", "971-673-0440"),
  PA: { name: "Pennsylvania Department of Health, lead poisoning and the Lead Information Line", url: "https://www.pa.gov/en/agencies/health/diseases-conditions/lead-poisoning.html", checkedOn: CHECKED },
  // "Rhode Island Department of Health, 3 Capitol Hill, Providence, RI 02908, Phone: 401-222-7630"
  RI: cdcPage("Rhode Island", "Rhode Island Department of Health", "https://www.cdc.gov/lead-prevention/success-stories-by-state/rhode-island.html", "401-222-7630"),
  // "South Carolina Department of Health and Environmental Control, Bureau of Maternal and Child Health ... Phone: 803-898-3432"
  SC: cdcPage("South Carolina", "South Carolina Department of Health and Environmental Control, Bureau of Maternal and Child Health", "https://www.cdc.gov/lead-prevention/success-stories-by-state/south-carolina.html", "803-898-3432"),
  // "South Dakota Department of Health ... Phone: 605-773-3368 or 605-773-3241"; "their Childhood Lead Poisoning Prevention Program (SD CLPPP)"
  SD: cdcPage("South Dakota", "South Dakota Department of Health, Childhood Lead Poisoning Prevention Program", "https://www.cdc.gov/lead-prevention/success-stories-by-state/south-dakota.html", "605-773-3368"),
  // "Tennessee Department of Health, State Childhood Lead Poisoning Prevention Program ... Phone: (615) 532-8462"
  TN: cdcPage("Tennessee", "Tennessee Department of Health, State Childhood Lead Poisoning Prevention Program", "https://www.cdc.gov/nceh/lead/programs/tn.htm", "615-532-8462"),
  TX: { name: "Texas Department of State Health Services, Texas Childhood Lead Poisoning Prevention Program", url: "https://www.dshs.texas.gov/blood-lead-surveillance-group/educational-materials/texas-childhood-lead-poisoning", checkedOn: CHECKED },
  // "The Healthy Homes Lead Poisoning Prevention Program works with you to ensure that all 1- and 2-year-old children are tested for lead"
  VT: statePage("Vermont Department of Health, Healthy Homes Lead Poisoning Prevention Program", "https://www.healthvermont.gov/topic/lead-poisoning"),
  // "Virginia Department of Health, 109 Governor Street ... Phone: 804-864-8182"; "The VDH Childhood Lead Poisoning Prevention Program (CLPPP)"
  VA: cdcPage("Virginia", "Virginia Department of Health, Childhood Lead Poisoning Prevention Program", "https://www.cdc.gov/nceh/lead/programs/va.htm", "804-864-8182"),
  // "Washington State Department of Health, Office of Environmental Health Public Health Sciences ... Phone: 360-236-4280"
  WA: cdcPage("Washington", "Washington State Department of Health, Office of Environmental Health Public Health Sciences", "https://www.cdc.gov/lead-prevention/success-stories-by-state/washington.html", "360-236-4280"),
  // "The goal of the West Virginia Childhood Lead Poisoning Prevention Program (WVCLPPP) is to eliminate childhood lead poisoning"
  WV: statePage("West Virginia Childhood Lead Poisoning Prevention Program", "https://dhhr.wv.gov/wvchildhoodleadpoisoning/about/Pages/default.aspx"),
  // "Lead-Safe Wisconsin ... Wisconsin's goal is to eliminate the disease by making houses lead-safe" (Department of Health Services)
  WI: statePage("Wisconsin Department of Health Services, Lead-Safe Wisconsin", "https://www.dhs.wisconsin.gov/lead/index.htm"),
  // "Wyoming Childhood Blood Lead Prevention Program, 122 West 25th Street ... Phone: 307-777-7656"
  WY: cdcPage("Wyoming", "Wyoming Childhood Blood Lead Prevention Program", "https://www.cdc.gov/lead-prevention/success-stories-by-state/wyoming.html", "307-777-7656"),
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
