// A plain module: the server shell reads it (a "use client" file's exports are only references on the server).
/** The guides' paths with their catalogue keys (messages/*.json, shell.guides). */
export const GUIDE_PATHS = [
  { path: "/detox-guide", key: "detox" },
  { path: "/chelation-guide", key: "chelation" },
  { path: "/symptoms-guide", key: "symptoms" },
  { path: "/choosing-guide", key: "choosing" },
  { path: "/blood-lead-levels", key: "bloodLead" },
] as const;
