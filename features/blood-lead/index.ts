/** The public module of features/blood-lead: what other features may use. */

/** The page's address (the sitemap lists it). */
export const BLOOD_LEAD_PATH = "/blood-lead-levels";
