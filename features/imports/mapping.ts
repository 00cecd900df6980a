import { DomainError } from "@/lib/errors";
import type { ColumnMapping, ImportField, ImportRowInput } from "@/features/imports/schema";
import type { FilePreview, ImportRecord, Table } from "./types";

/** Header words that suggest each field (lowercased, spaces and punctuation removed). */
const SYNONYMS: Record<ImportField, string[]> = {
  name: ["name", "providername", "programname", "businessname", "practicename", "clinicname", "organization", "organizationname", "facility", "facilityname", "company"],
  description: ["description", "about", "summary", "details", "notes"],
  address: ["address", "streetaddress", "address1", "street", "addressline1", "practiceaddress", "location"],
  city: ["city", "town", "practicecity"],
  state: ["state", "st", "province", "region", "practicestate"],
  zipCode: ["zip", "zipcode", "postalcode", "postcode", "zip5", "practicezip"],
  phone: ["phone", "phonenumber", "telephone", "tel", "officephone", "practicephone"],
  email: ["email", "emailaddress", "mail"],
  website: ["website", "url", "web", "site", "homepage", "websiteurl"],
  imageUrl: ["image", "imageurl", "logo", "photo", "picture"],
  latitude: ["latitude", "lat"],
  longitude: ["longitude", "lng", "lon", "long"],
  priceMin: ["pricemin", "minprice", "pricefrom", "minimumprice"],
  priceMax: ["pricemax", "maxprice", "priceto", "maximumprice"],
  priceUnit: ["priceunit", "pricecovers", "priceper", "unit", "per"],
  programTypes: ["programtypes", "programtype", "types", "type", "category", "categories", "specialty", "specialties"],
  certifications: ["certifications", "certification", "credentials", "boardcertifications"],
  // Before sourceId: an NPI column fills npiNumber (an NPI-less file can still map it to sourceId by hand).
  npiNumber: ["npinumber", "npi", "nationalprovideridentifier"],
  telehealth: ["telehealth", "telemedicine", "virtualvisits", "videovisits", "offerstelehealth"],
  acceptingNewPatients: ["acceptingnewpatients", "newpatients", "acceptsnewpatients"],
  paymentOptions: ["paymentoptions", "payment", "payments", "paymentaccepted", "insurance", "insuranceaccepted"],
  languages: ["languages", "language", "languagesspoken", "spokenlanguages"],
  services: ["services", "service", "servicesoffered"],
  hours: ["hours", "openinghours", "businesshours", "officehours", "openhours"],
  sourceId: ["id", "sourceid", "externalid", "npi", "npinumber", "memberid", "placeid", "yelpid"],
};

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** A mapping suggestion: each field from the first header whose name matches one of its synonyms. */
export function suggestMapping(headers: string[]): ColumnMapping {
  const out: ColumnMapping = [];
  const used = new Set<string>();
  for (const [field, words] of Object.entries(SYNONYMS) as [ImportField, string[]][]) {
    const hit = headers.find((h) => !used.has(h) && words.includes(key(h)));
    if (hit) {
      out.push({ column: hit, field });
      used.add(hit);
    }
  }
  return out;
}

export function filePreview(table: Table): FilePreview {
  return {
    totalRows: table.rows.length,
    headers: table.headers.slice(0, 4),
    allHeaders: table.headers,
    sampleRows: table.rows.slice(0, 3).map((r) => table.headers.slice(0, 4).map((_, i) => r[i] ?? "")),
    suggestedMapping: suggestMapping(table.headers),
  };
}

/** Turns rows into records through the mapping; a mapped column missing from the file is a 400. */
export function applyMapping(table: Table, mapping: ColumnMapping): ImportRecord[] {
  const index = new Map(table.headers.map((h, i) => [h, i]));
  const pairs = mapping.map(({ column, field }) => {
    const i = index.get(column);
    if (i === undefined) throw new DomainError("invalid", `Column not found in the file: ${column.slice(0, 100)}`, [{ path: "columnMapping", message: `Column not found in the file: ${column.slice(0, 100)}` }]);
    return [field, i] as const;
  });
  return table.rows.map((cells, r) => {
    const fields: ImportRowInput = {};
    for (const [field, i] of pairs) fields[field] = cells[i] ?? "";
    return { fields, row: r + 1, npiNumber: null, placeId: null, yelpId: null };
  });
}
