/** Where Add Business leaves the new listing's id and the email typed (session storage; added-notice.tsx). */
export const ADDED_KEY = "detox-added-program";
export type Added = { id: string; email: string };
