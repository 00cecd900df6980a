import type { Source } from "@/features/content";

/**
 * Every source the page cites (`short` names it beside a line), each URL as found when the text was checked (README.md says how).
 * A statement on the page names one of these ids; the unit test fails on an id that is not here.
 */
export const SOURCES_CHECKED_ON = "2026-11-27";

export const BLL_SOURCES = {
  cdcActions: {
    short: "CDC",
    publisher: "Centers for Disease Control and Prevention",
    title: "Recommended Actions Based on Blood Lead Level (clinical guidance)",
    url: "https://www.cdc.gov/lead-prevention/hcp/clinical-guidance/index.html",
  },
  cdcActionsTables: {
    short: "CDC",
    publisher: "Centers for Disease Control and Prevention",
    title:
      "Recommended Actions Based on Blood Lead Level: Table 1, schedule for a confirmatory venous sample, and Table 2, follow-up testing (earlier version of the page above)",
    url: "https://www.cdc.gov/nceh/lead/advisory/acclpp/actions-blls.htm",
  },
  cdcCaseMgmtTable: {
    short: "CDC, 2002",
    publisher: "Centers for Disease Control and Prevention",
    title:
      "Managing Elevated Blood Lead Levels Among Young Children, chapter 3, Table 3.1: Summary of Recommendations for Children with Confirmed (Venous) Elevated Blood Lead Levels (archived CDC page)",
    date: "2002",
    url: "https://cybercemetery.unt.edu/archive/oilspill/20120925001402/http://www.cdc.gov/nceh/lead/CaseManagement/caseManage_chap3.htm",
  },
  cdcCaseMgmt: {
    short: "CDC",
    publisher: "Centers for Disease Control and Prevention",
    title:
      "Managing Elevated Blood Lead Levels Among Young Children: Recommendations from the Advisory Committee on Childhood Lead Poisoning Prevention (note on the 2012 recommendations)",
    date: "March 2002",
    url: "https://www.cdc.gov/nceh/lead/CaseManagement/caseManage_main.htm",
  },
  cdcBlrv: {
    short: "CDC, 2021",
    publisher: "Centers for Disease Control and Prevention",
    title: "Update of the Blood Lead Reference Value: United States, 2021. MMWR 70(43):1509–1512",
    date: "October 29, 2021",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8553025",
  },
  aap2016: {
    short: "AAP",
    publisher: "American Academy of Pediatrics, Council on Environmental Health",
    title: "Prevention of Childhood Lead Toxicity (policy statement, reaffirmed April 2021). Pediatrics 138(1):e20161493",
    date: "2016",
    url: "https://publications.aap.org/pediatrics/article-split/138/1/e20161493/52600/Prevention-of-Childhood-Lead-Toxicity",
  },
  pehsuFactsheet: {
    short: "PEHSU",
    publisher: "Pediatric Environmental Health Specialty Units",
    title: "PEHSU Factsheet: Recommendations on Management of Childhood Lead Exposure, Medical Management",
    date: "September 21, 2021",
    url: "https://www.pehsu.net/cgi/page.cgi/_zine.html/PEHSU_Factsheet_Recommendations_on_Management_of_Childhood_Lead_Exposure/Medical_Management",
  },
  pehsu: {
    short: "PEHSU",
    publisher: "Pediatric Environmental Health Specialty Units",
    title: "PEHSU: a national network of experts in reproductive and children's environmental health",
    url: "https://www.pehsu.net/index.html",
  },
  pehsuBreastfeeding: {
    short: "PEHSU",
    publisher: "Pediatric Environmental Health Specialty Units",
    title: "At What Maternal BLL Should Pausing Breastfeeding be Considered?",
    date: "March 26, 2025",
    url: "https://pehsu.net/faq/at-what-maternal-bll-should-pausing-breastfeeding-be-considered/",
  },
  cdcBreastfeeding: {
    short: "CDC",
    publisher: "Centers for Disease Control and Prevention",
    title: "Breastfeeding and special circumstances: Lead (summarizing the 2010 guidelines for pregnant and lactating women)",
    url: "https://www.cdc.gov/breastfeeding/breastfeeding-special-circumstances/environmental-exposures/lead.html",
  },
  cdcPregnancy2010: {
    short: "CDC, 2010",
    publisher: "Centers for Disease Control and Prevention",
    title: "Guidelines for the Identification and Management of Lead Exposure in Pregnant and Lactating Women",
    date: "November 2010",
    url: "https://stacks.cdc.gov/view/cdc/147837",
  },
  nioshAbles: {
    short: "NIOSH",
    publisher: "National Institute for Occupational Safety and Health (CDC)",
    title: "Adult Blood Lead Epidemiology and Surveillance (ABLES): program description and reference blood lead level for adults",
    url: "http://www.cdc.gov/niosh/topics/ables/description.html",
  },
  kosnett2007: {
    short: "AOEC guidance, 2007",
    publisher: "Kosnett MJ, et al. Environmental Health Perspectives 115(3):463–471",
    title: "Recommendations for Medical Management of Adult Lead Exposure",
    date: "March 2007",
    url: "http://www.ncbi.nlm.nih.gov/pmc/articles/PMC1849937/",
  },
  acmtProvoked: {
    short: "ACMT",
    publisher: "American College of Medical Toxicology. Journal of Medical Toxicology 6(1):74–75",
    title: "Position Statement on Post-Chelator Challenge Urinary Metal Testing",
    date: "March 2010",
    url: "https://link.springer.com/content/pdf/10.1007%2Fs13181-010-0039-0.pdf",
  },
  fdaOtc: {
    short: "FDA",
    publisher: "U.S. Food and Drug Administration",
    title: "FDA Drug Safety Podcast: FDA issues warnings to marketers of unapproved 'chelation' products (archived FDA page)",
    date: "October 2010",
    url: "https://webarchive.library.unt.edu/web/20120925001503/http://www.fda.gov/Drugs/DrugSafety/DrugSafetyPodcasts/ucm230098.htm",
  },
  fdaOtcFocus: {
    short: "FDA",
    publisher: "U.S. Food and Drug Administration",
    title: "Unapproved Chelation Products (archived FDA page)",
    date: "October 14, 2010",
    url: "https://webarchive.library.unt.edu/web/20120921055937/http://www.fda.gov/NewsEvents/PublicHealthFocus/ucm228685.htm",
  },
  pehsuSymptoms: {
    short: "PEHSU",
    publisher: "Pediatric Environmental Health Specialty Units",
    title: "Signs and symptoms of lead toxicity in children (PEHSU answers for health professionals)",
    url: "https://pehsu.net/?p=1120",
  },
  aap2005: {
    short: "AAP, 2005",
    publisher: "American Academy of Pediatrics, Committee on Environmental Health. Pediatrics 116(4):1036–1046",
    title: "Lead Exposure in Children: Prevention, Detection, and Management (symptomatic lead toxicity is an emergency)",
    date: "October 2005",
    url: "https://doi.org/10.1542/peds.2005-1947",
  },
  cdcActions2012: {
    short: "CDC",
    publisher: "Centers for Disease Control and Prevention",
    title: "Recommended Actions Based on Blood Lead Level: summary table by confirmed blood lead level (2012 version)",
    url: "https://www.cdc.gov/nceh/lead/acclpp/actions_blls.html",
  },
  fdaSuccimer: {
    short: "FDA label",
    publisher: "U.S. Food and Drug Administration (openFDA drug label)",
    title: "CHEMET (succimer) capsules: indications and limitations of use",
    url: "https://api.fda.gov/drug/label.json?search=openfda.generic_name%3A%22succimer%22",
  },
  cdcMmwr2006: {
    short: "CDC, 2006",
    publisher: "Centers for Disease Control and Prevention. MMWR 55(08):204–207",
    title: "Deaths Associated with Hypocalcemia from Chelation Therapy: Texas, Pennsylvania, and Oregon, 2003–2005",
    date: "March 3, 2006",
    url: "https://www.cdc.gov/mmwr/preview/mmwrhtml/mm5508a3.htm",
  },
  pehsuPregnancy: {
    short: "PEHSU",
    publisher: "Pediatric Environmental Health Specialty Units",
    title: "What Are Some Steps for Managing Lead Exposure During Pregnancy?",
    date: "March 26, 2025",
    url: "https://pehsu.net/?p=1148",
  },
  adultTable: {
    short: "Kosnett 2007 / CSTE, via Georgia DPH",
    publisher: "Georgia Department of Public Health (after Kosnett MJ, et al., Environ Health Perspect 2007, and CSTE)",
    title: "Medical Management of Lead Poisoning in Adults: management by blood lead level, and OSHA's removal levels",
    url: "https://dlg.usg.edu/record/dlg_ggpd_s-ga-bp780-b-pm1-b2020-bl4-belec-p-btext/fulltext.text",
  },
  osha1910: {
    short: "OSHA, 29 CFR 1910.1025",
    publisher: "Occupational Safety and Health Administration (Cornell LII copy of the CFR)",
    title: "29 CFR 1910.1025, Lead (general industry): medical removal protection",
    url: "https://www.law.cornell.edu/cfr/text/29/1910.1025",
  },
  oshaAnprm: {
    short: "OSHA, 2022",
    publisher: "Occupational Safety and Health Administration. Federal Register 87(123):38343",
    title: "Advance Notice of Proposed Rulemaking, Blood Lead Level for Medical Removal (the current levels: 60 µg/dL in general industry, 50 µg/dL in construction)",
    date: "June 28, 2022",
    url: "https://govinfo.gov/content/pkg/FR-2022-06-28/html/2022-13696.htm",
  },
  poisonHelp: {
    short: "HRSA",
    publisher: "Health Resources and Services Administration",
    title: "The Poison Help Line, 1-800-222-1222",
    url: "https://www.poisonhelp.hrsa.gov/the-poison-help-line/index.html",
  },
  poisonCenters: {
    short: "HRSA",
    publisher: "Health Resources and Services Administration",
    title: "Poison Centers: what does a poison center do?",
    url: "https://www.poisonhelp.hrsa.gov/poison-centers/index.html",
  },
} as const satisfies Record<string, Source & { url: string; short: string }>;

export type SourceId = keyof typeof BLL_SOURCES;
