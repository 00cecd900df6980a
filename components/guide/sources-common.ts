import type { Source } from "./sources";

/** Sources several guides cite, spelled once. URLs only for long-standing official pages. */
export const SRC = {
  fdaOtc2010: {
    publisher: "U.S. Food and Drug Administration",
    title:
      "Unapproved Chelation Products: warning letters to eight companies marketing over-the-counter chelation products, and the consumer advisory that accompanied them",
    date: "October 14, 2010",
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
  },
  cdcBlrv: {
    publisher: "Centers for Disease Control and Prevention",
    title: "Update of the Blood Lead Reference Value: United States, 2021. MMWR 70(43):1509-1512",
    date: "October 29, 2021",
  },
  cdcLead: {
    publisher: "Centers for Disease Control and Prevention, Childhood Lead Poisoning Prevention Program",
    title: "Childhood Lead Poisoning Prevention: guidance on testing children and recommended actions based on blood lead level",
  },
  cdcCaseMgmt: {
    publisher: "Centers for Disease Control and Prevention",
    title: "Managing Elevated Blood Lead Levels Among Young Children: Recommendations from the Advisory Committee on Childhood Lead Poisoning Prevention",
    date: "2002",
  },
  tact2013: {
    publisher: "Lamas GA, et al. JAMA 309(12):1241-1250",
    title: "Effect of Disodium EDTA Chelation Regimen on Cardiovascular Events in Patients With Previous Myocardial Infarction: The TACT Randomized Trial",
    date: "2013",
  },
  tact2: {
    publisher: "Lamas GA, et al. JAMA 332(10):794-803 (funded by the NIH)",
    title: "Edetate Disodium-Based Chelation for Patients With a Previous Myocardial Infarction and Diabetes: the TACT2 Randomized Clinical Trial",
    date: "2024",
  },
  nccihChelation: {
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    title: "Chelation for Coronary Heart Disease: What You Need To Know",
  },
  atsdrLead: {
    publisher: "Agency for Toxic Substances and Disease Registry (ATSDR)",
    title: "Toxicological Profile for Lead; Case Studies in Environmental Medicine: Lead Toxicity",
  },
  atsdrMercury: {
    publisher: "Agency for Toxic Substances and Disease Registry (ATSDR)",
    title: "Toxicological Profile for Mercury",
  },
  atsdrCadmium: {
    publisher: "Agency for Toxic Substances and Disease Registry (ATSDR)",
    title: "Toxicological Profile for Cadmium",
  },
  atsdrArsenic: {
    publisher: "Agency for Toxic Substances and Disease Registry (ATSDR)",
    title: "Toxicological Profile for Arsenic",
  },
  fdaEpaFish: {
    publisher: "U.S. Food and Drug Administration and Environmental Protection Agency",
    title: "Advice about Eating Fish: For Those Who Might Become or Are Pregnant or Breastfeeding and Children Ages 1-11 Years",
  },
  fdaAmalgam: {
    publisher: "U.S. Food and Drug Administration",
    title: "Recommendations About the Use of Dental Amalgam in Certain High-Risk Populations",
    date: "September 2020",
  },
  fdaLabels: {
    publisher: "U.S. Food and Drug Administration",
    title:
      "Prescribing information (labels) for Chemet (succimer), Calcium Disodium Versenate (edetate calcium disodium), BAL in Oil (dimercaprol), Desferal (deferoxamine), Exjade and Jadenu (deferasirox), Ferriprox (deferiprone), Cuprimine and Depen (penicillamine), Syprine (trientine)",
  },
  poisonHelp: {
    publisher: "Health Resources and Services Administration and America's Poison Centers",
    title: "Poison Help line 1-800-222-1222",
  },
} satisfies Record<string, Source>;
