/** The program page's tabs; the selected one lives in `?tab=` so a tab can be shared and server-rendered. */
export const PROGRAM_TABS = ["details", "reviews", "location"] as const;
export type ProgramTab = (typeof PROGRAM_TABS)[number];

export const TAB_LABELS: Record<ProgramTab, string> = { details: "Details", reviews: "Reviews", location: "Location" };

/** Any `?tab=` value to a tab; unknown, repeated or missing values mean the default, Details. */
export function parseTab(value: unknown): ProgramTab {
  return typeof value === "string" && (PROGRAM_TABS as readonly string[]).includes(value) ? (value as ProgramTab) : "details";
}

/** The shareable URL of a tab: Details is the plain page URL. */
export function tabHref(path: string, tab: ProgramTab): string {
  return tab === "details" ? path : `${path}?tab=${tab}`;
}
