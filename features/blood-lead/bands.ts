import type { How, Who } from "./input";
import { BLL_SOURCES, type SourceId } from "./sources";

/**
 * What the sources say for a result: the band, its lines (each from one source in sources.ts), what
 * not to do, and where to look for care. Every figure here was checked against the source it names;
 * where a source was silent, the page says less (README.md).
 */
export type Line = { text: string; source: SourceId };
export type CareLink = { href: string; label: string };

export type Answer = {
  /** "child" covers both ages: the sources give one set of bands for children. */
  path: "child" | "pregnant" | "adult";
  band: string;
  /** What the band means. */
  summary: Line[];
  /** The fingerstick result's venous confirmation, or the note that none is needed. */
  confirm?: Line;
  /** A remark of ours, not a source's (say so on the page). */
  note?: string;
  actionsHeading: string;
  actions: Line[];
  breastfeeding: Line[];
  dont: Line[];
  /** Contact the doctor now (a child at 70 µg/dL or more). */
  urgent: boolean;
  care: CareLink[];
};

export const SEARCH_TOXICOLOGY = "/?specialty=medical-toxicology";
export const SEARCH_PEDIATRICS = "/?specialty=pediatrics";
export const PEHSU_URL = BLL_SOURCES.pehsu.url;

/** Chelation and the medical toxicology search from this level, for everyone (cdcCaseMgmt). */
const CHELATION_LEVEL = 45;

export function answerFor(value: number, who: Who, how: How): Answer {
  const base = who === "pregnant" ? pregnant(value, how) : who === "adult" ? adult(value, how) : child(value, how, who);
  return { ...base, dont: whatNotToDo(who), care: careLinks(value, who) };
}

type Body = Omit<Answer, "dont" | "care">;

// ---------------------------------------------------------------- children
export const CHILD_BANDS = ["Below 3.5 µg/dL", "3.5 to 19 µg/dL", "20 to 44 µg/dL", "45 to 69 µg/dL", "70 µg/dL or higher"] as const;

export function childBand(value: number): (typeof CHILD_BANDS)[number] {
  if (value < 3.5) return CHILD_BANDS[0];
  if (value < 20) return CHILD_BANDS[1];
  if (value < 45) return CHILD_BANDS[2];
  if (value < 70) return CHILD_BANDS[3];
  return CHILD_BANDS[4];
}

/** CDC's Table 1: when to take the confirming venous sample, by the fingerstick result. */
export function venousConfirmationTime(value: number): string | undefined {
  if (value < 3.5) return undefined;
  if (value < 10) return "within 3 months";
  if (value < 20) return "within 1 month";
  if (value < 45) return "within 2 weeks";
  return "within 48 hours";
}

/** CDC's Table 2: follow-up venous tests, by the confirmed result. */
function followUp(value: number): string {
  if (value < 10) return "every 3 months for the first 2 to 4 tests, then every 6 to 9 months once the level is falling";
  if (value < 20) return "every 1 to 3 months for the first 2 to 4 tests, then every 3 to 6 months once the level is falling";
  if (value < 45) return "every 2 weeks to 1 month for the first 2 to 4 tests, then every 1 to 3 months once the level is falling";
  return "as soon as possible";
}

const NO_SAFE_LEVEL: Line = {
  text: "No safe blood lead level in children is known: even small amounts of lead can harm a child's developing brain.",
  source: "cdcBlrv",
};
const AAP_PREVENTION: Line = {
  text: "The American Academy of Pediatrics notes that no treatment reverses the permanent effects of lead on a child's development, and that reducing lead from homes, soil, water, food and consumer products is an effective way to prevent or control a child's exposure.",
  source: "aap2016",
};
const REPORTING: Line = {
  text: "Most states require an elevated blood lead level to be reported to the state health department; the child's doctor can refer you to local services where they exist.",
  source: "pehsuFactsheet",
};
const EDUCATION: Line = {
  text: "Learn the common sources of lead (paint in homes built before 1978, contaminated soil, contaminated drinking water) and how to prevent more exposure: wash the child's hands often, especially before meals, and wipe and clean the child's toys often.",
  source: "cdcActions",
};
const OLD_HOMES: Line = {
  text: "In a home built before 1978: wet-wipe windows and windowsills, wet-mop floors, avoid renovations that may create lead-paint dust, and cover chipping or peeling paint.",
  source: "cdcActionsTables",
};
const CHELATION_FROM_45: Line = {
  text: "CDC's guidance reserves chelation (medicine that binds lead) for children whose blood lead is 45 µg/dL or higher.",
  source: "cdcCaseMgmt",
};

function child(value: number, how: How, who: Who): Body {
  const band = childBand(value);
  const follow: Line = { text: `CDC's schedule for follow-up venous blood lead tests at this level: ${followUp(value)}.`, source: "cdcActionsTables" };
  const summary: Line[] = [];
  const actions: Line[] = [];
  if (value < 3.5) {
    summary.push({ text: "This is below CDC's blood lead reference value of 3.5 µg/dL.", source: "cdcBlrv" }, NO_SAFE_LEVEL);
    actions.push({
      text: "At this level CDC recommends guidance about common sources of lead and how to prevent exposure, routine checks of the child's development and nutrition (with a focus on iron and calcium), and follow-up blood lead tests at the intervals recommended for the child's age.",
      source: "cdcActionsTables",
    });
  } else {
    summary.push({
      text: "This is at or above CDC's blood lead reference value of 3.5 µg/dL, which CDC uses to identify children exposed to more lead than most other U.S. children and to help decide whether medical or environmental follow-up should begin.",
      source: "cdcBlrv",
    });
    if (value >= 70) summary.push({ text: "At 70 µg/dL or higher, CDC's recommendation is to hospitalize the child and start chelation therapy.", source: "cdcCaseMgmtTable" });
    else if (value >= CHELATION_LEVEL) summary.push({ text: "From 45 µg/dL, CDC's recommendations include chelation therapy.", source: "cdcCaseMgmtTable" });
    else summary.push(NO_SAFE_LEVEL);
    actions.push(EDUCATION, OLD_HOMES, follow, REPORTING);
    if (value >= 20 && value < CHELATION_LEVEL) {
      actions.push(
        {
          text: "CDC also lists a complete medical history and physical exam, blood tests for iron status and hemoglobin or hematocrit, an environmental investigation of the home with lead hazard reduction, monitoring of the child's development, and an abdominal X-ray if the child may have swallowed lead particles (with bowel decontamination if indicated).",
          source: "cdcCaseMgmtTable",
        },
        CHELATION_FROM_45,
      );
    }
    if (value >= CHELATION_LEVEL) {
      actions.push({
        text: "CDC lists the steps for 20 to 44 µg/dL (history and physical exam, iron and blood tests, investigation of the home, lead hazard reduction, developmental monitoring) plus an abdominal X-ray with bowel decontamination if indicated, and chelation therapy.",
        source: "cdcCaseMgmtTable",
      });
      actions.push({
        text: "The Pediatric Environmental Health Specialty Units (PEHSU), a national network of experts in children's environmental health, offer consultation and referrals: the child's doctor can contact the regional unit.",
        source: "pehsu",
      });
    }
  }
  actions.push(AAP_PREVENTION);
  const confirm: Line | undefined =
    how === "capillary"
      ? value >= 3.5
        ? {
            text: `A fingerstick (capillary) result at or above 3.5 µg/dL should be confirmed with a blood sample from a vein. For a fingerstick result of ${format(value)} µg/dL, CDC's schedule is ${venousConfirmationTime(value)}: the higher the result, the more urgent the venous test.`,
            source: "cdcActionsTables",
          }
        : { text: "CDC asks for a venous test when a fingerstick result is at or above 3.5 µg/dL; this result is below that.", source: "cdcActions" }
      : undefined;
  return {
    path: "child",
    band,
    summary,
    confirm,
    note:
      who === "older-child"
        ? "CDC's table is written for young children. No source we checked gives other bands for older children, so this page shows the same ones: ask the child's doctor how they apply."
        : undefined,
    actionsHeading: how === "capillary" && value >= 3.5 ? "If the venous test confirms this range, CDC recommends" : "What CDC and the AAP recommend",
    actions,
    breastfeeding: [],
    urgent: value >= 70,
  };
}

// ---------------------------------------------------------------- pregnancy and breastfeeding
export function pregnantBand(value: number): string {
  if (value < 5) return "Below 5 µg/dL";
  if (value < 40) return "5 to 39 µg/dL";
  return "40 µg/dL or higher";
}

const VENOUS_NOTE = "These figures are for blood lead in general. If this was a fingerstick test, ask the doctor whether a venous test is needed to confirm it.";

function pregnant(value: number, how: How): Body {
  const summary: Line[] = [
    { text: "No safe blood lead level has been identified.", source: "cdcBreastfeeding" },
    {
      text: "Lead can pass to a baby during pregnancy and breastfeeding, through blood and breast milk; lead stored in the mother's bones from earlier exposure can be released then too.",
      source: "cdcBreastfeeding",
    },
  ];
  const findSource: Line = {
    text: "At 5 µg/dL or higher, the health care provider should try to find the source of the lead, working with the local health department and occupational medicine specialists as needed.",
    source: "cdcBreastfeeding",
  };
  const actions: Line[] = [];
  const breastfeeding: Line[] = [];
  if (value < 5) {
    actions.push({ text: "This is below 5 µg/dL, the level at which CDC's guidance asks the health care provider to look for the source of the lead.", source: "cdcBreastfeeding" });
  } else {
    actions.push(findSource, {
      text: "Pregnant women are advised to avoid lead exposure at work or in hobbies that would raise their blood lead above 5 µg/dL.",
      source: "kosnett2007",
    });
  }
  if (value < 40) {
    breastfeeding.push({ text: "CDC recommends that mothers with blood lead below 40 µg/dL breastfeed.", source: "cdcBreastfeeding" });
    if (value >= 5) breastfeeding.push({ text: "When the mother's level is between 5 and 39 µg/dL, the baby's blood lead should be monitored.", source: "cdcBreastfeeding" });
    if (value >= 20)
      breastfeeding.push({
        text: "If the baby's level is 5 µg/dL or higher and rising or not falling, no other source is found, and the mother's level is 20 µg/dL or higher, breast milk may be the source: CDC says mothers should then consider pumping and discarding their milk for a while, until their level is lower.",
        source: "cdcBreastfeeding",
      });
  } else {
    breastfeeding.push({
      text: "At 40 µg/dL or higher, it may be advisable to pump and discard breast milk until the mother's level is below 40 µg/dL. PEHSU recommends consulting a PEHSU specialist or a clinician experienced in lead poisoning before stopping breastfeeding.",
      source: "pehsuBreastfeeding",
    });
    actions.push({ text: "Ask for a specialist in lead poisoning. CDC's full guidelines for pregnant and breastfeeding women are linked below.", source: "cdcPregnancy2010" });
  }
  return {
    path: "pregnant",
    band: pregnantBand(value),
    summary,
    note: how === "capillary" ? VENOUS_NOTE : undefined,
    actionsHeading: "What CDC recommends",
    actions,
    breastfeeding,
    urgent: false,
  };
}

// ---------------------------------------------------------------- adults
export function adultBand(value: number): string {
  if (value < 5) return "Below 5 µg/dL";
  if (value < 10) return "5 to 9 µg/dL";
  if (value < 20) return "10 to 19 µg/dL";
  if (value <= 30) return "20 to 30 µg/dL";
  return "Over 30 µg/dL";
}

function adult(value: number, how: How): Body {
  const summary: Line[] = [
    {
      text:
        value < 5
          ? "This is below 5 µg/dL, the reference blood lead level NIOSH set for adults in 2015 (measured in a venous sample)."
          : "This is at or above 5 µg/dL, the reference blood lead level NIOSH set for adults in 2015 (measured in a venous sample); from this level a result is called elevated.",
      source: "nioshAbles",
    },
    {
      text: "Published research shows the potential for high blood pressure, effects on kidney function, problems with thinking, and harm to women's reproductive health in adults with blood lead below 40 µg/dL.",
      source: "kosnett2007",
    },
  ];
  const actions: Line[] = [];
  if (value < 10) {
    actions.push({ text: "For people who work with lead and whose level stays below 10 µg/dL, the guidance is a blood lead test every 6 months.", source: "kosnett2007" });
  } else if (value < 20) {
    actions.push(
      { text: "For people who work with lead, the guidance at 10 to 19 µg/dL is a blood lead test every 3 months.", source: "kosnett2007" },
      { text: "Removal from lead exposure should be considered if workplace controls do not bring the level below 10 µg/dL over time.", source: "kosnett2007" },
    );
  } else if (value <= 30) {
    actions.push({ text: "The guidance is removal from lead work if two results taken 4 weeks apart are both 20 µg/dL or higher.", source: "kosnett2007" });
  } else {
    actions.push({ text: "The guidance is removal from lead work when a single result is above 30 µg/dL.", source: "kosnett2007" });
  }
  actions.push({
    text: "Chelation may have a supporting role in treating highly exposed adults with symptoms of lead poisoning; it is not recommended for adults without symptoms whose levels are low.",
    source: "kosnett2007",
  });
  return {
    path: "adult",
    band: adultBand(value),
    summary,
    note: how === "capillary" ? "NIOSH's reference level is for a venous sample: ask the doctor whether a venous test is needed to confirm a fingerstick result." : undefined,
    actionsHeading: "What the adult guidance recommends",
    actions,
    breastfeeding: [],
    urgent: false,
  };
}

// ---------------------------------------------------------------- for everyone
function whatNotToDo(who: Who): Line[] {
  const lines: Line[] = [
    {
      text: "Do not rely on a \u201cprovoked\u201d or \u201cchallenge\u201d urine test, where a chelating drug is given before the urine is collected. The American College of Medical Toxicology states that this testing has not been scientifically validated, has no demonstrated benefit, and may be harmful.",
      source: "acmtProvoked",
    },
    {
      text: "Do not use over-the-counter chelation or \u201cdetox\u201d products. There are no FDA-approved over-the-counter chelation products: approved chelating drugs are prescription only, and FDA advises consumers to avoid non-prescription products offered for chelation or detoxification.",
      source: "fdaOtc",
    },
    {
      text: "Chelation products, even when used under medical supervision, can cause serious harm, including dehydration, kidney failure and death.",
      source: "fdaOtcFocus",
    },
  ];
  if (who === "child" || who === "older-child") lines.push({ text: "Tests of hair, teeth or fingernails for lead are not recommended at any blood lead level.", source: "cdcCaseMgmtTable" });
  return lines;
}

function careLinks(value: number, who: Who): CareLink[] {
  const links: CareLink[] = [];
  if (value >= CHELATION_LEVEL) links.push({ href: SEARCH_TOXICOLOGY, label: "Find medical toxicology near you" });
  if (who !== "adult") {
    links.push({ href: SEARCH_PEDIATRICS, label: "Find pediatric care near you" });
    links.push({ href: PEHSU_URL, label: "Find your regional Pediatric Environmental Health Specialty Unit (PEHSU)" });
  }
  return links;
}

/** The number as the visitor's report prints it, without trailing zeros. */
export const format = (value: number) => String(Number(value.toFixed(2)));
