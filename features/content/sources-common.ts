import type { Source } from "./sources";

/**
 * Sources the guides cite, spelled once, each with the address it was checked against (the
 * agency's or journal's page, or an official archive of it when the agency moved the page).
 */
export const SRC = {
  fdaOtc2010: {
    publisher: "U.S. Food and Drug Administration",
    title:
      "Unapproved Chelation Products: warning letters to eight companies marketing over-the-counter chelation products (archived FDA page)",
    date: "October 14, 2010",
    url: "https://webarchive.library.unt.edu/web/20120921055937/http://www.fda.gov/NewsEvents/PublicHealthFocus/ucm228685.htm",
  },
  fdaOtc2010Claims: {
    publisher: "U.S. Pharmacist, reporting the FDA announcement",
    title: "FDA warns companies marketing over-the-counter chelation products (claims for autism, cardiovascular disease, Parkinson's, Alzheimer's and macular degeneration)",
    date: "December 2010",
    url: "http://www.uspharmacist.com/content/t/adverse_events/c/24627/",
  },
  fdaEdetate2008: {
    publisher: "U.S. Food and Drug Administration, Center for Drug Evaluation and Research",
    title: "Public Health Advisory: Edetate Disodium (marketed as Endrate and generic products) (archived FDA page)",
    date: "January 16, 2008",
    url: "https://webarchive.library.unt.edu/eot2008/20090114145505/http://www.fda.gov/cder/drug/advisory/edetate_disodium.htm",
  },
  mmwr2006: {
    publisher: "Centers for Disease Control and Prevention",
    title:
      "Deaths Associated with Hypocalcemia from Chelation Therapy: Texas, Pennsylvania, and Oregon, 2003-2005. Morbidity and Mortality Weekly Report 55(08):204-207",
    date: "March 3, 2006",
    url: "https://www.cdc.gov/mmwr/preview/mmwrhtml/mm5508a3.htm",
  },
  acmtProvoked: {
    publisher: "American College of Medical Toxicology",
    title: "Position Statement on Post-Chelator Challenge Urinary Metal Testing. Journal of Medical Toxicology 6(1):74-75",
    date: "March 2010",
    url: "https://doi.org/10.1007/s13181-010-0039-0",
  },
  cdcBlrv: {
    publisher: "Centers for Disease Control and Prevention",
    title: "Update of the Blood Lead Reference Value: United States, 2021. MMWR 70(43):1509-1512",
    date: "October 29, 2021",
    url: "https://www.cdc.gov/mmwr/volumes/70/wr/mm7043a4.htm",
  },
  cdcPregnancy2010: {
    publisher: "Centers for Disease Control and Prevention",
    title: "Guidelines for the Identification and Management of Lead Exposure in Pregnant and Lactating Women",
    date: "November 2010",
    url: "https://stacks.cdc.gov/view/cdc/11854",
  },
  cdcCaseMgmt: {
    publisher: "Centers for Disease Control and Prevention",
    title:
      "Managing Elevated Blood Lead Levels Among Young Children: Recommendations from the Advisory Committee on Childhood Lead Poisoning Prevention, chapter 3: Medical Assessment and Interventions (archived CDC page)",
    date: "2002",
    url: "https://cybercemetery.unt.edu/archive/oilspill/20120925001402/http://www.cdc.gov/nceh/lead/CaseManagement/caseManage_chap3.htm",
  },
  cdcNutrition: {
    publisher: "Centers for Disease Control and Prevention",
    title:
      "Managing Elevated Blood Lead Levels Among Young Children, chapter 4: Nutritional Assessment and Interventions (archived CDC page)",
    date: "2002",
    url: "https://cybercemetery.unt.edu/archive/oilspill/20120925195411/http://www.cdc.gov/nceh/lead/CaseManagement/caseManage_chap4.htm",
  },
  cmsLeadScreening: {
    publisher: "Centers for Medicare & Medicaid Services",
    title: "Lead Screening (Medicaid Early and Periodic Screening, Diagnostic and Treatment benefit)",
    url: "https://www.medicaid.gov/medicaid/benefits/early-and-periodic-screening-diagnostic-and-treatment/lead-screening/index.html",
  },
  tlc2001: {
    publisher: "National Institute of Environmental Health Sciences (NIH)",
    title: "Treatment of Lead-Exposed Children (TLC) trial results: news release",
    date: "May 9, 2001",
    url: "http://www.nih.gov/news/pr/may2001/niehs-09.htm",
  },
  tlcTrial: {
    publisher: "ClinicalTrials.gov (NIH)",
    title: "Treatment of Lead-Exposed Children (TLC) Trial, NCT00342849",
    url: "https://clinicaltrials.gov/ct2/show/NCT00342849",
  },
  tact2013: {
    publisher: "Lamas GA, et al. JAMA 309(12):1241-1250",
    title: "Effect of Disodium EDTA Chelation Regimen on Cardiovascular Events in Patients With Previous Myocardial Infarction: The TACT Randomized Trial",
    date: "2013",
    url: "https://doi.org/10.1001/jama.2013.2107",
  },
  tact2: {
    publisher: "Lamas GA, et al. JAMA 332(10):794-803 (funded by the NIH)",
    title: "Edetate Disodium-Based Chelation for Patients With a Previous Myocardial Infarction and Diabetes: the TACT2 Randomized Clinical Trial",
    date: "2024",
    url: "https://doi.org/10.1001/jama.2024.11463",
  },
  nccihChelation: {
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    title: "Chelation for Coronary Heart Disease",
    url: "http://nccam.nih.gov/health/chelation",
  },
  atsdrLead: {
    publisher: "Agency for Toxic Substances and Disease Registry (ATSDR)",
    title: "Case Studies in Environmental Medicine: Lead Toxicity",
    url: "https://www.atsdr.cdc.gov/csem/leadtoxicity/cover-page.html",
  },
  atsdrCadmium: {
    publisher: "Agency for Toxic Substances and Disease Registry (ATSDR)",
    title: "Case Studies in Environmental Medicine: Cadmium Toxicity. How Are People Exposed to Cadmium?",
    url: "https://www.atsdr.cdc.gov/csem/cadmium/How-Are-People-Exposed-to-Cadmium.html",
  },
  atsdrArsenic: {
    publisher: "Agency for Toxic Substances and Disease Registry (ATSDR)",
    title: "Case Studies in Environmental Medicine: Arsenic Toxicity. Clinical Assessment (archived CDC page)",
    url: "https://archive.cdc.gov/www_atsdr_cdc_gov/csem/arsenic/clinical_assessment.html",
  },
  meesLines: {
    publisher: "VisualDx (clinical reference)",
    title: "Arsenic poisoning: nail and distal digit (Mees' lines)",
    url: "https://www.visualdx.com/visualdx/diagnosis/arsenic+poisoning?diagnosisId=53512&moduleId=19",
  },
  fdaEpaFish: {
    publisher: "U.S. Food and Drug Administration and Environmental Protection Agency",
    title: "Advice about Eating Fish: what pregnant women and parents should know (text version of the chart)",
    url: "https://www.fda.gov/Food/ResourcesForYou/Consumers/ucm536514.htm",
  },
  fdaAmalgam: {
    publisher: "Academy of General Dentistry, reporting the FDA recommendations",
    title: "FDA Issues Recommendations Regarding Mercury-Containing Dental Amalgam",
    date: "September 2020",
    url: "https://agd.org/about-agd/publications-news/this-week-at-agd/this-week-at-agd-detail/68",
  },
  fdaLabels: {
    publisher: "U.S. Food and Drug Administration, FDA Label database",
    title: "Chemet (succimer capsules) prescribing information",
    url: "https://nctr-crs.fda.gov/fdalabel/services/spl/set-ids/62035612-9505-3a3f-1ac8-e2dbd711d24e/spl-doc?hl=succimer",
  },
  buttonBattery: {
    publisher: "Ontario Poison Centre",
    title: "Batteries: a swallowed battery must be assessed in an emergency department",
    url: "https://inte.ontariopoisoncentre.ca/household-hazards-items/batteries",
  },
  magnets: {
    publisher: "Wisconsin Poison Center",
    title: "Magnets: product safety alert (rare earth magnets swallowed by children; rapid evaluation is critical)",
    url: "http://www.wisconsinpoison.org/Poison-Home/Poison-Prevention-/Product-Safety-Alerts/Magnets",
  },
  poisonHelp: {
    publisher: "Health Resources and Services Administration",
    title: "The Poison Help line, 1-800-222-1222",
    url: "https://www.poisonhelp.hrsa.gov/the-poison-help-line/index.html",
  },
} satisfies Record<string, Source & { url: string }>;
