import { PAYMENT_LABELS, SERVICE_LABELS } from "./details";
import { WEEKDAYS, WEEKDAY_LABELS, formatTime, type WeeklyHours } from "./hours/week";
import { PRICE_UNIT_LABELS } from "./pricing";

/**
 * A history entry as people read it (issue 53, item 5): a label for each field and its values in words, never
 * JSON. An hours change shows only the days that changed. Used by the admin's history, the owner's history and
 * the mail that tells an owner about a revert, so all three say the same.
 */
const LABELS: Record<string, string> = {
  name: "Name",
  description: "Description",
  address: "Street address",
  city: "City",
  state: "State",
  zipCode: "ZIP code",
  phone: "Phone",
  email: "Email",
  website: "Website",
  imageUrl: "Image",
  latitude: "Latitude",
  longitude: "Longitude",
  priceMin: "Minimum price",
  priceMax: "Maximum price",
  priceUnit: "Price covers",
  programTypes: "Program types",
  certifications: "Certifications",
  isActive: "Listed",
  isVerified: "Verified",
  source: "Source",
  sourceId: "Source reference",
  npiNumber: "NPI number",
  verifiedAt: "Verified on",
  verificationMethod: "Verified by",
  telehealth: "Telehealth",
  acceptingNewPatients: "Accepting new patients",
  paymentOptions: "Payment options",
  languages: "Languages",
  services: "Services",
  hours: "Opening hours",
  npiTaxonomies: "NPI specialties",
  owner: "Owner",
};

/** "acceptingNewPatients" -> "Accepting new patients", for a field this list does not name yet. */
export function fieldLabel(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const words = field.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const EMPTY = "(empty)";
const isWeek = (v: unknown): v is WeeklyHours => typeof v === "object" && v !== null && !Array.isArray(v) && WEEKDAYS.some((d) => d in v);
const dayText = (week: WeeklyHours | null, day: (typeof WEEKDAYS)[number]) => {
  const intervals = week?.[day] ?? [];
  return intervals.length === 0 ? "closed" : intervals.map(([a, b]) => `${formatTime(a)} – ${formatTime(b)}`).join(", ");
};

function listItem(field: string, item: unknown): string {
  if (field === "services") return SERVICE_LABELS[item as keyof typeof SERVICE_LABELS] ?? String(item);
  if (field === "paymentOptions") return PAYMENT_LABELS[item as keyof typeof PAYMENT_LABELS] ?? String(item);
  if (typeof item === "object" && item !== null) return words(item);
  return String(item);
}

/** An object in words: its values, "key: value" pairs (an NPI taxonomy, an owner). Never JSON. */
function words(value: object): string {
  const parts = Object.entries(value).map(([k, v]) => `${fieldLabel(k)}: ${v === null || v === undefined ? EMPTY : typeof v === "object" ? words(v) : String(v)}`);
  return parts.join("; ");
}

/** One recorded value in words. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if ((field === "priceMin" || field === "priceMax") && typeof value === "number") return `$${value.toLocaleString("en-US")}`;
  if (field === "verificationMethod") return value === "npi" ? "NPI registry" : value === "admin" ? "Our team" : String(value);
  if (field === "priceUnit") return PRICE_UNIT_LABELS[value as keyof typeof PRICE_UNIT_LABELS] ?? String(value);
  if (field === "verifiedAt" && typeof value === "string") return new Date(value).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
  if (Array.isArray(value)) return value.length === 0 ? "(none)" : value.map((item) => listItem(field, item)).join(", ");
  if (isWeek(value)) return WEEKDAYS.map((d) => `${WEEKDAY_LABELS[d]}: ${dayText(value, d)}`).join("; ");
  if (typeof value === "object") return words(value);
  return String(value);
}

export type ChangeLine = { field: string; label: string; old: string; new: string };

/**
 * One field's change in words. Opening hours show the days that changed, each as its own line
 * ("Opening hours, Saturday": closed -> 10:00 AM – 2:00 PM).
 */
export function changeLines(f: { field: string; old: unknown; new: unknown }): ChangeLine[] {
  if (f.field === "hours" && (isWeek(f.old) || isWeek(f.new))) {
    const before = isWeek(f.old) ? f.old : null;
    const after = isWeek(f.new) ? f.new : null;
    const day = (week: WeeklyHours | null, d: (typeof WEEKDAYS)[number]) => (week ? dayText(week, d) : "Not given");
    const days = WEEKDAYS.filter((d) => day(before, d) !== day(after, d));
    return days.map((d) => ({ field: f.field, label: `${fieldLabel("hours")}, ${WEEKDAY_LABELS[d]}`, old: day(before, d), new: day(after, d) }));
  }
  return [{ field: f.field, label: fieldLabel(f.field), old: valueText(f.field, f.old), new: valueText(f.field, f.new) }];
}
