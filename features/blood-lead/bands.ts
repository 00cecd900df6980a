import type { How, Who } from "./input";
import { BLL_SOURCES, type SourceId } from "./sources";

/**
 * What the sources say for a result: the band, its lines (each from one source in sources.ts), what
 * not to do, and where to look for care. Every figure here was checked against the source it names;
 * where a source was silent, the page says less (README.md).
 */
export type Line = { text: string; source: SourceId };
export type CareLink = { href: string; label: string };
/** The NPI specialties that fit a path (features/programs/specialties.ts), nearest first near a ZIP. */
export type FitSpecialty = "pediatrics" | "medical-toxicology" | "occupational-medicine" | "obstetrics";

export type Answer = {
  /** "child" covers both ages: the sources give one set of bands for children. */
  path: "child" | "pregnant" | "adult";
  band: string;
  /** The emergency rule: the same on every answer, first. */
  emergency: Line[];
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
  /** Same day: the doctor today (a child at 45 or more, pregnancy at 45 or more, an adult at 80 or more). */
  urgent: boolean;
  /** The next step and its deadline, in one sentence (ours, built from the lines above). */
  nextStep: string;
  /** Three questions to take to the doctor (ours). */
  questions: [string, string, string];
  /** The providers that fit, for the nearest ones around a ZIP. */
  specialties: FitSpecialty[];
  care: CareLink[];
};

export const SEARCH_TOXICOLOGY = "/?specialty=medical-toxicology";
export const SEARCH_OCCUPATIONAL = "/?specialty=occupational-medicine";
export const PEHSU_URL = BLL_SOURCES.pehsu.url;

/** Chelation and the medical toxicology search from this level, for everyone (cdcCaseMgmt). */
const CHELATION_LEVEL = 45;
/** An adult's urgent band, where the adult guidance says chelation may be indicated (adultTable). */
const ADULT_URGENT_LEVEL = 80;

/**
 * The emergency rule, first on every answer whatever the number: the signs that lead is affecting the brain
 * (PEHSU's list of symptoms as levels rise), which the AAP says are treated as an emergency.
 */
export const EMERGENCY: Line[] = [
  {
    text: "Go to the emergency room or call 911 now, whatever the number, if someone with lead exposure has repeated vomiting, is unusually sleepy or hard to wake, very irritable or agitated, clumsy or unsteady on their feet, has a headache that will not go away, or has a seizure: these can be signs that lead is affecting the brain.",
    source: "pehsuSymptoms",
  },
  { text: "Lead poisoning with symptoms is treated as an emergency.", source: "aap2005" },
];

export function answerFor(value: number, who: Who, how: How): Answer {
  const base = who === "pregnant" ? pregnant(value, how) : who === "adult" ? adult(value, how) : child(value, how, who);
  return { ...base, emergency: EMERGENCY, dont: whatNotToDo(who, value), care: careLinks(value, who) };
}

type Body = Omit<Answer, "dont" | "care" | "emergency">;

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

/** Below 45, every child answer says so (CDC reserves chelation for 45 µg/dL or higher). */
export const NOT_FOR_THIS_LEVEL: Line = {
  text: "Chelation and \u201cdetox\u201d treatments are not recommended at this level: CDC's guidance reserves chelation (medicine that binds lead) for children whose blood lead is 45 µg/dL or higher.",
  source: "cdcCaseMgmt",
};
const CDC_FROM_3_5: Line = {
  text: "From the reference value up, CDC's table adds an environmental investigation (a history of where the lead may come from, and a home visit), nutritional counseling about calcium and iron with lab work for iron status when needed, and routine checks of the child's development.",
  source: "cdcActions2012",
};
const FOOD: Line = {
  text: "Give the child regular meals with foods rich in iron and calcium: the doctor can check iron status.",
  source: "cdcActions2012",
};

function child(value: number, how: How, who: Who): Body {
  const band = childBand(value);
  const doctor = "the child's doctor";
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
    actions.push(EDUCATION, OLD_HOMES, CDC_FROM_3_5, FOOD, follow, REPORTING);
    if (value >= 20 && value < CHELATION_LEVEL) {
      actions.push({
        text: "CDC also lists a complete medical history and physical exam, blood tests for iron status and hemoglobin or hematocrit, an environmental investigation of the home with lead hazard reduction, monitoring of the child's development, and an abdominal X-ray if the child may have swallowed lead particles (with bowel decontamination if indicated).",
        source: "cdcCaseMgmtTable",
      });
    }
    if (value >= CHELATION_LEVEL) {
      actions.push(
        {
          text: "CDC lists the steps for 20 to 44 µg/dL (history and physical exam, iron and blood tests, investigation of the home, lead hazard reduction, developmental monitoring) plus an abdominal X-ray with bowel decontamination if indicated, and chelation therapy.",
          source: "cdcCaseMgmtTable",
        },
        value >= 70
          ? { text: "At 70 µg/dL or higher, CDC's table says to hospitalize the child and start chelation.", source: "cdcActions2012" }
          : { text: "At 45 to 69 µg/dL, CDC's table lists oral chelation therapy, and hospitalization if a lead-safe home cannot be assured.", source: "cdcActions2012" },
        {
          text: "Chelation does not replace ending the exposure: FDA's label for succimer, the oral chelation drug, says it is not for preventing lead poisoning in a lead-containing environment.",
          source: "fdaSuccimer",
        },
        {
          text: "Chelation is a prescription treatment, never a home or over-the-counter one: there are no FDA-approved over-the-counter chelation products.",
          source: "fdaOtc",
        },
        {
          text: "The Pediatric Environmental Health Specialty Units (PEHSU), a national network of experts in children's environmental health, offer consultation and referrals: the child's doctor can contact the regional unit.",
          source: "pehsu",
        },
      );
    }
  }
  actions.push(AAP_PREVENTION);
  if (value < CHELATION_LEVEL) actions.push(NOT_FOR_THIS_LEVEL);
  const capillary = how === "capillary" && value >= 3.5;
  const confirm: Line | undefined =
    how === "capillary"
      ? value >= 3.5
        ? {
            text:
              value >= 70
                ? `A fingerstick (capillary) result at or above 3.5 µg/dL should be confirmed with a blood sample from a vein. CDC's schedule gives at most 48 hours from 45 µg/dL, and says the higher the result, the more urgent the venous test: ${format(value)} µg/dL is in the range where CDC's table calls for a hospital stay and chelation.`
                : `A fingerstick (capillary) result at or above 3.5 µg/dL should be confirmed with a blood sample from a vein. For a fingerstick result of ${format(value)} µg/dL, CDC's schedule is ${venousConfirmationTime(value)}: the higher the result, the more urgent the venous test.`,
            source: "cdcActionsTables",
          }
        : { text: "CDC asks for a venous test when a fingerstick result is at or above 3.5 µg/dL; this result is below that.", source: "cdcActions" }
      : undefined;
  const urgent = value >= CHELATION_LEVEL;
  const nextStep = urgent
    ? capillary
      ? value >= 70
        ? `Call ${doctor} now and have the venous test today, as an emergency test: at 70 µg/dL or higher CDC's steps include a hospital stay and chelation.`
        : `Call ${doctor} today: the venous test that confirms this result is due ${venousConfirmationTime(value)}, and at this level CDC's steps include chelation.`
      : `Call ${doctor} today: at this level CDC's steps include chelation${value >= 70 ? " and a hospital stay" : ""}.`
    : capillary
      ? `Book the venous test ${venousConfirmationTime(value)}, and ask ${doctor} about finding the source of the lead.`
      : value < 3.5
        ? `Keep the routine checks and blood lead tests ${doctor} recommends for the child's age.`
        : `Ask ${doctor} about the next venous test (${followUp(value).split(" for the first")[0]}) and about finding the source of the lead.`;
  return {
    path: "child",
    band,
    summary,
    confirm,
    note:
      who === "older-child"
        ? "CDC's table is written for young children. No source we checked gives other bands for older children, so this page shows the same ones: ask the child's doctor how they apply."
        : undefined,
    actionsHeading: capillary ? "If the venous test confirms this range, CDC recommends" : "What CDC and the AAP recommend",
    actions,
    breastfeeding: [],
    urgent,
    nextStep,
    questions: [
      "When should the next blood lead test be, and should the blood come from a vein?",
      "Can the health department check our home for lead, and should anyone else in the family be tested?",
      "Does my child need tests for iron or anemia, or a check of their development?",
    ],
    specialties: ["pediatrics", "medical-toxicology"],
  };
}

// ---------------------------------------------------------------- pregnancy and breastfeeding
/** No follow-up schedule by band is given here: the one we could check says 45 or more is urgent (README.md). */
export const PREGNANT_BANDS = ["Below 5 µg/dL", "5 to 44 µg/dL", "45 µg/dL or higher"] as const;
export function pregnantBand(value: number): (typeof PREGNANT_BANDS)[number] {
  if (value < 5) return PREGNANT_BANDS[0];
  if (value < 45) return PREGNANT_BANDS[1];
  return PREGNANT_BANDS[2];
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
  const actions: Line[] = [];
  const breastfeeding: Line[] = [];
  if (value < 5) {
    actions.push({ text: "This is below 5 µg/dL, the level at which CDC's guidance asks the health care provider to look for the source of the lead.", source: "cdcBreastfeeding" });
  } else {
    actions.push(
      {
        text: "At 5 µg/dL or higher, the health care provider should try to find the source of the lead, working with the local health department and occupational medicine specialists as needed.",
        source: "cdcBreastfeeding",
      },
      { text: "Pregnant women are advised to avoid lead exposure at work or in hobbies that would raise their blood lead above 5 µg/dL.", source: "kosnett2007" },
      {
        text: "Depending on the level, care may include nutrition counseling, calcium supplements, referral to services and more tests; the most important step is to find and end the exposure.",
        source: "pehsuPregnancy",
      },
    );
  }
  if (value >= CHELATION_LEVEL) {
    actions.push({
      text: "At 45 µg/dL or higher, the pregnancy should be treated as high-risk, with advice from an expert in lead poisoning and chelation, and a referral to a maternal-fetal medicine specialist.",
      source: "pehsuPregnancy",
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
  }
  const urgent = value >= CHELATION_LEVEL;
  return {
    path: "pregnant",
    band: pregnantBand(value),
    summary,
    note: how === "capillary" ? VENOUS_NOTE : undefined,
    actionsHeading: "What CDC and PEHSU recommend",
    actions,
    breastfeeding,
    urgent,
    nextStep: urgent
      ? "Call your obstetric provider today: ask for care as a high-risk pregnancy, with a lead poisoning expert."
      : value < 5
        ? "Tell your obstetric provider the result at your next visit."
        : "Ask your obstetric provider about finding the source of the lead and when to test again.",
    questions: [
      "When should my blood lead be tested again, and should the baby be tested after birth?",
      "Where could the lead be coming from, and who can help me find it at home or at work?",
      "Should I take calcium or iron, and is breastfeeding safe at my level?",
    ],
    specialties: ["obstetrics", "occupational-medicine", "medical-toxicology"],
  };
}

// ---------------------------------------------------------------- adults
/** The bands of the adult management table (Kosnett 2007; CSTE), as Georgia's health department prints it. */
export const ADULT_BANDS = ["Below 5 µg/dL", "5 to 9 µg/dL", "10 to 19 µg/dL", "20 to 29 µg/dL", "30 to 79 µg/dL", "80 µg/dL or higher"] as const;
export function adultBand(value: number): (typeof ADULT_BANDS)[number] {
  if (value < 5) return ADULT_BANDS[0];
  if (value < 10) return ADULT_BANDS[1];
  if (value < 20) return ADULT_BANDS[2];
  if (value < 30) return ADULT_BANDS[3];
  if (value < 80) return ADULT_BANDS[4];
  return ADULT_BANDS[5];
}

const OSHA_REMOVAL: Line[] = [
  {
    text: "OSHA's lead standards require an employer to remove a worker from lead exposure at 60 µg/dL or more, or an average of 50 µg/dL or more, in general industry (29 CFR 1910.1025), and at 50 µg/dL or more in construction (29 CFR 1926.62). The medical guidance above recommends removal at lower levels.",
    source: "oshaAnprm",
  },
];

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
  } else if (value < 30) {
    actions.push({ text: "At 20 to 29 µg/dL the guidance is to repeat the test in 4 weeks and remove the person from lead exposure if it is still 20 µg/dL or higher, with a yearly lead medical exam.", source: "adultTable" });
  } else if (value < 80) {
    actions.push({ text: "At 30 to 79 µg/dL the guidance is to end the exposure (removal from lead work) and a prompt medical evaluation.", source: "adultTable" });
  } else {
    actions.push({ text: "At 80 µg/dL or higher the guidance is to end the exposure and an urgent medical evaluation; chelation therapy may be indicated.", source: "adultTable" });
  }
  if (value >= 5) actions.push(...OSHA_REMOVAL);
  actions.push({
    text: "Chelation may have a supporting role in treating highly exposed adults with symptoms of lead poisoning; it is not recommended for adults without symptoms whose levels are low.",
    source: "kosnett2007",
  });
  const urgent = value >= ADULT_URGENT_LEVEL;
  return {
    path: "adult",
    band: adultBand(value),
    summary,
    note: how === "capillary" ? "NIOSH's reference level is for a venous sample: ask the doctor whether a venous test is needed to confirm a fingerstick result." : undefined,
    actionsHeading: "What the adult guidance recommends",
    actions,
    breastfeeding: [],
    urgent,
    nextStep: urgent
      ? "See a doctor today for an urgent medical evaluation, and stop the exposure."
      : value >= 30
        ? "See a doctor promptly for a medical evaluation, and stop the exposure."
        : value >= 10
          ? "Ask your doctor or an occupational medicine clinic about the source and when to test again."
          : "Ask your doctor when to test again if you work with lead.",
    questions: [
      "When should my blood lead be tested again?",
      "Should I be removed from lead work, and who can look at my workplace or hobbies?",
      "Could the lead affect my blood pressure, kidneys or family, and should they be checked?",
    ],
    specialties: ["occupational-medicine", "medical-toxicology"],
  };
}

// ---------------------------------------------------------------- for everyone
function whatNotToDo(who: Who, value: number): Line[] {
  const child = who === "child" || who === "older-child";
  const lines: Line[] = [
    {
      text: "Do not rely on a \u201cprovoked\u201d or \u201cchallenge\u201d urine test, where a chelating drug is given before the urine is collected. The American College of Medical Toxicology states that this testing has not been scientifically validated, has no demonstrated benefit, and may be harmful.",
      source: "acmtProvoked",
    },
    {
      text: "Do not use over-the-counter chelation or \u201cdetox\u201d products. There are no FDA-approved over-the-counter chelation products: approved chelating drugs are prescription only, and FDA advises consumers to avoid non-prescription products offered for chelation or detoxification.",
      source: "fdaOtc",
    },
  ];
  if (child && value >= CHELATION_LEVEL) {
    lines.push({
      text: "At this level, chelation with an approved prescription drug, supervised by a doctor experienced in lead poisoning, is what CDC recommends. The deaths reported after chelation in 2003 to 2005 followed edetate disodium, a different drug from the edetate calcium disodium used for lead poisoning.",
      source: "cdcMmwr2006",
    });
  } else if (value >= (who === "adult" ? ADULT_URGENT_LEVEL : CHELATION_LEVEL)) {
    // Pregnancy from 45 and adults from 80, where the guidance puts chelation on the table: no deterrent beside it.
    lines.push({
      text: "At this level, chelation may be part of care: CDC advises that a clinician considering it consult an expert in treating lead poisoning, and it is given with an approved prescription drug under supervision. The deaths reported after chelation in 2003 to 2005 followed edetate disodium, a different drug from the edetate calcium disodium used for lead poisoning.",
      source: "cdcMmwr2006",
    });
  } else {
    lines.push({
      text: "Chelation products, even when used under medical supervision, can cause serious harm, including dehydration, kidney failure and death: chelation is for confirmed high levels only.",
      source: "fdaOtcFocus",
    });
  }
  if (child) lines.push({ text: "Tests of hair, teeth or fingernails for lead are not recommended at any blood lead level.", source: "cdcCaseMgmtTable" });
  return lines;
}

function careLinks(value: number, who: Who): CareLink[] {
  const links: CareLink[] = [];
  if (value >= CHELATION_LEVEL) links.push({ href: SEARCH_TOXICOLOGY, label: "Find medical toxicology" });
  if (who === "adult" && value >= 10) links.push({ href: SEARCH_OCCUPATIONAL, label: "Find occupational medicine" });
  if (who !== "adult") links.push({ href: PEHSU_URL, label: "Find your regional Pediatric Environmental Health Specialty Unit (PEHSU)" });
  return links;
}

/** The number as the visitor's report prints it, without trailing zeros. */
export const format = (value: number) => String(Number(value.toFixed(2)));
