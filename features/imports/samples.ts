import { buildXlsx } from "./excel";

/** The sample files of the import screen: the headers the suggested mapping recognises, fictional rows. */
export const SAMPLE_HEADERS = ["Name", "Description", "Address", "City", "State", "Zip Code", "Phone", "Email", "Website", "Program Types", "Certifications", "Price Min", "Price Max", "Telehealth", "Accepting New Patients", "Payment Options", "Languages", "Services", "Hours"];

export const SAMPLE_ROWS: string[][] = [
  ["Cedar Grove Environmental Health (sample)", "Blood and urine heavy metal testing with physician-supervised chelation when indicated.", "100 Sample Way", "Austin", "TX", "78701", "(512) 555-0101", "hello@cedargrove.example", "https://cedargrove.example", "Environmental Medicine; Functional Medicine", "Board Certified", "200", "1500", "yes", "yes", "Self-pay; HSA or FSA", "English; Spanish", "Blood lead testing; Urine metals testing; IV chelation", "Mon-Fri 09:00-17:00; Sat 10:00-13:00"],
  ["Harbor Light Integrative Clinic (sample)", "Integrative care, including testing for lead and mercury exposure.", "22 Example Street, Suite 4", "Portland", "OR", "97205", "503-555-0102", "", "harborlight.example", "Integrative Medicine", "", "", "", "no", "", "Private insurance | Medicare", "English", "Exposure assessment", "Mon, Wed, Fri 08:30-12:00, 13:00-16:30"],
  ["Blue Ridge Naturopathic (sample)", "Naturopathic consultations and nutritional support.", "5 Demo Road", "Asheville", "NC", "28801", "828.555.0103", "care@blueridge.example", "https://blueridge.example", "Naturopathic Medicine", "Licensed Naturopathic Doctor", "150", "", "yes", "", "", "", "Nutrition counseling", ""],
];

const csvCell = (v: string) => (/[",\n\r;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function sampleCsv(): string {
  return [SAMPLE_HEADERS, ...SAMPLE_ROWS].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export function sampleXlsx(): Promise<Buffer> {
  return buildXlsx("Providers", SAMPLE_HEADERS, SAMPLE_ROWS);
}
