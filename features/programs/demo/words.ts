/**
 * Word lists for the fictional demo data set (features/programs/demo/data.ts). Plain, factual wording:
 * say what a provider offers, never what it cures.
 */
import type { ProgramType } from "@/features/programs/program-types";

/** Rough relative population (millions, 2020 census, rounded) to spread programs over states. */
export const STATE_WEIGHTS: Record<string, number> = {
  AL: 5.0, AK: 0.7, AZ: 7.2, AR: 3.0, CA: 39.5, CO: 5.8, CT: 3.6, DE: 1.0, DC: 0.7, FL: 21.5,
  GA: 10.7, HI: 1.5, ID: 1.8, IL: 12.8, IN: 6.8, IA: 3.2, KS: 2.9, KY: 4.5, LA: 4.7, ME: 1.4,
  MD: 6.2, MA: 7.0, MI: 10.1, MN: 5.7, MS: 3.0, MO: 6.2, MT: 1.1, NE: 2.0, NV: 3.1, NH: 1.4,
  NJ: 9.3, NM: 2.1, NY: 20.2, NC: 10.4, ND: 0.8, OH: 11.8, OK: 4.0, OR: 4.2, PA: 13.0, RI: 1.1,
  SC: 5.1, SD: 0.9, TN: 6.9, TX: 29.1, UT: 3.3, VT: 0.6, VA: 8.6, WA: 7.7, WV: 1.8, WI: 5.9, WY: 0.6,
};

/** One area code per state; numbers use the reserved fictional range 555-0100..0199. */
export const AREA_CODES: Record<string, string> = {
  AL: "205", AK: "907", AZ: "602", AR: "501", CA: "415", CO: "303", CT: "203", DE: "302", DC: "202",
  FL: "305", GA: "404", HI: "808", ID: "208", IL: "312", IN: "317", IA: "515", KS: "316", KY: "502",
  LA: "504", ME: "207", MD: "410", MA: "617", MI: "313", MN: "612", MS: "601", MO: "314", MT: "406",
  NE: "402", NV: "702", NH: "603", NJ: "201", NM: "505", NY: "212", NC: "919", ND: "701", OH: "614",
  OK: "405", OR: "503", PA: "215", RI: "401", SC: "803", SD: "605", TN: "615", TX: "512", UT: "801",
  VT: "802", VA: "804", WA: "206", WV: "304", WI: "414", WY: "307",
};

export const NAME_FIRST = [
  "Cedar", "Harbor", "Willow", "Stonebrook", "River", "Juniper", "Aspen", "Maple", "Summit", "Meadow",
  "Bluewater", "Silver", "Northfield", "Lakeside", "Pine", "Granite", "Clearwater", "Oak", "Birch",
  "Hawthorn", "Laurel", "Sage", "Prairie", "Canyon", "Valley", "Coastal", "Highland", "Fern", "Alder",
  "Bayview", "Cypress", "Elmwood", "Foxglove", "Greenleaf", "Heron", "Ironwood", "Linden", "Mesa",
  "Osprey", "Redstone", "Seabright", "Tamarack", "Westbrook", "Quarry", "Driftwood", "Hillcrest",
];

export const NAME_SECOND = [
  "Ridge", "Creek", "Point", "Hollow", "Park", "Grove", "Bay", "Field", "View", "Crossing", "Springs", "Hill",
];

/** Practice kinds: the name suffix and the program types they usually list. */
export const PRACTICE_KINDS: Array<{ suffix: string; noun: string; types: readonly ProgramType[] }> = [
  { suffix: "Environmental Health", noun: "environmental medicine practice", types: ["Environmental Medicine", "Integrative Medicine"] },
  { suffix: "Integrative Clinic", noun: "integrative medicine clinic", types: ["Integrative Medicine", "Functional Medicine"] },
  { suffix: "Family Medicine", noun: "family medicine practice", types: ["Family Medicine", "General Practice"] },
  { suffix: "Functional Medicine Center", noun: "functional medicine practice", types: ["Functional Medicine", "Wellness Clinic"] },
  { suffix: "Wellness Clinic", noun: "wellness clinic", types: ["Wellness Clinic", "IV Wellness"] },
  { suffix: "Naturopathic Clinic", noun: "naturopathic clinic", types: ["Naturopathic Medicine", "Natural Detox"] },
  { suffix: "Internal Medicine Associates", noun: "internal medicine group", types: ["Internal Medicine", "Medical Clinic (Md, Do)"] },
  { suffix: "Health Partners", noun: "primary care practice", types: ["Healthcare Provider", "General Practice"] },
  { suffix: "Medical Group", noun: "medical group", types: ["Medical Clinic (Md, Do)", "Internal Medicine"] },
  { suffix: "Integrative Health", noun: "integrative health practice", types: ["Integrative Medicine", "Naturopathic Medicine"] },
  { suffix: "Digestive Health", noun: "gastroenterology practice", types: ["Gastroenterology", "Internal Medicine"] },
  { suffix: "IV and Wellness", noun: "IV therapy and wellness clinic", types: ["IV Wellness", "Wellness Clinic"] },
];

export const STREETS = [
  "Maple Ave", "Oak St", "Main St", "Cedar Ln", "Park Blvd", "Elm St", "Washington Ave", "Lake Rd",
  "Hillside Dr", "River Rd", "Pine St", "Center St", "Church St", "Market St", "Spring St", "Highland Ave",
  "Meadow Ln", "Sunset Blvd", "College Ave", "Mill Rd", "Franklin St", "Walnut St", "Chestnut St", "Broad St",
];

export const CERTIFICATIONS = [
  "Board Certified", "ACAM Member", "Licensed Provider", "IFM Certified", "ABIHM Certified",
];

export const DESC_OFFERS = [
  "consultations for adults concerned about lead, mercury, arsenic or cadmium exposure",
  "a review of work, home and water exposure history",
  "blood and urine testing for heavy metals through an accredited laboratory",
  "follow-up visits to go over test results and next steps",
  "nutrition counseling focused on iron, calcium and overall diet quality",
  "guidance on reducing exposure at home, including older paint, pipes and imported goods",
  "coordination with primary care physicians and specialists",
  "evaluation of whether chelation therapy is medically appropriate, following current guidelines",
  "IV therapy appointments, scheduled after a medical review",
  "telehealth visits for follow-up questions",
  "support for families who have received an elevated blood lead result",
  "occupational health visits for people who work with metals, batteries or ammunition",
];

export const DESC_CLOSERS = [
  "New patients are asked to bring recent lab results and a list of current medications.",
  "Appointments are available on weekdays; some evening times are offered.",
  "The practice accepts self-pay patients and provides receipts for insurance claims.",
  "Staff can explain costs before any test or treatment is scheduled.",
  "Referrals are welcome but not required.",
  "Children are seen together with a parent or guardian.",
  "Interpreters can be arranged on request.",
  "The clinic is wheelchair accessible, with parking on site.",
];

export const FIRST_NAMES = [
  "Maria", "James", "Linda", "Robert", "Aisha", "David", "Mei", "Carlos", "Sarah", "Daniel", "Priya", "Thomas",
  "Grace", "Miguel", "Hannah", "Kevin", "Fatima", "Brian", "Elena", "Samuel", "Olivia", "Marcus", "Nora", "Luis",
  "Rachel", "Andre", "Julia", "Victor", "Leah", "Omar", "Claire", "Ethan", "Sofia", "Peter", "Amara", "Henry",
];

export const LAST_NAMES = [
  "Alvarez", "Bennett", "Chen", "Delgado", "Ellison", "Foster", "Garcia", "Hartley", "Iverson", "Jensen",
  "Kowalski", "Lindqvist", "Marsh", "Nakamura", "Okafor", "Patel", "Quinlan", "Reyes", "Sorensen", "Thornton",
  "Underwood", "Vasquez", "Whitfield", "Yamada", "Zimmer", "Abernathy", "Brennan", "Castillo", "Dunmore", "Ferris",
];

/** Generic degree and training lines per credential (no named schools). */
export const EDUCATION: Record<string, string[]> = {
  MD: ["Doctor of Medicine", "Residency in internal medicine"],
  DO: ["Doctor of Osteopathic Medicine", "Residency in family medicine"],
  ND: ["Doctor of Naturopathic Medicine"],
  NP: ["Master of Science in Nursing", "Family nurse practitioner certification"],
  "PA-C": ["Master of Physician Assistant Studies"],
};

export const CREDENTIALS = ["MD", "DO", "ND", "MD", "DO", "NP", "PA-C", "MD"];

export const SPECIALTIES = [
  "Environmental medicine", "Heavy metal testing", "Occupational health", "Family medicine",
  "Internal medicine", "Integrative medicine", "Pediatric lead exposure", "Nutrition",
];

export const MODALITIES = [
  "Laboratory testing", "Exposure history review", "Nutrition counseling", "Chelation therapy when indicated",
  "IV therapy", "Telehealth follow-up", "Care coordination",
];

export const LANGUAGES = ["Spanish", "Mandarin", "Vietnamese", "French", "Korean", "Arabic", "Tagalog", "Portuguese"];

export const INSURANCE = ["Self-pay", "Medicare", "Medicaid", "Most PPO plans", "HSA and FSA cards"];

export const REVIEW_TITLES: Record<"good" | "mixed" | "poor", string[]> = {
  good: [
    "Clear and patient", "Helpful first visit", "Thorough and calm", "Good explanations", "Careful testing",
    "Felt listened to", "Organized and kind", "Would return", "Straightforward advice", "Friendly front desk",
  ],
  mixed: [
    "Fine, but slow", "Good doctor, long wait", "Mixed experience", "Helpful but costly", "Okay overall",
  ],
  poor: [
    "Hard to reach", "Billing confusion", "Felt rushed", "Not what I expected", "Long wait for results",
  ],
};

export const REVIEW_SENTENCES: Record<"good" | "mixed" | "poor", string[]> = {
  good: [
    "The doctor took time to go through my exposure history.",
    "They explained what the blood test could and could not tell us.",
    "Results came back within a week and the follow-up call was clear.",
    "Staff were kind and answered every question about costs up front.",
    "I appreciated that nobody pushed treatments I did not need.",
    "We came in after a high lead result for our son and left with a clear plan.",
    "The office was calm and easy to find.",
    "They coordinated with my regular doctor, which made things simpler.",
    "Scheduling was easy and the telehealth follow-up saved me a drive.",
  ],
  mixed: [
    "The visit itself was helpful, but I waited over an hour.",
    "Good information, though the lab fees were higher than I expected.",
    "It took a few calls to get my results explained.",
    "The doctor was knowledgeable; the front desk was less organized.",
    "Parking was difficult, but the appointment went well.",
  ],
  poor: [
    "I had trouble getting a call back after my first visit.",
    "The bill did not match the estimate I was given.",
    "The appointment felt rushed and I left with questions.",
    "It took almost a month to get an appointment.",
    "I wish the costs had been explained before the tests were ordered.",
  ],
};

export const BIO_SENTENCES = [
  "Sees adults and families with concerns about exposure to lead, mercury and other metals.",
  "Starts each first visit with a detailed review of home, work and water exposure.",
  "Orders testing through accredited laboratories and explains what the results mean.",
  "Works closely with primary care physicians and local public health programs.",
  "Discusses chelation only when testing and current clinical guidelines support it.",
  "Has a particular interest in occupational exposure in construction and manufacturing.",
  "Offers telehealth follow-up for patients who live far from the clinic.",
  "Enjoys teaching patients practical steps to reduce exposure at home.",
  "Reviews medications and supplements at every visit.",
];
