import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { LIMITS } from "./limits";
import type { NpiTaxonomy, PaymentOption, PriceUnit, Service, WeeklyHours } from "./vocab";

export type VerificationMethod = "npi" | "admin";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The "Top rated" score (features/programs/top-rated.ts) with m at its cap, as features/programs/data.ts writes it:
 * the expression must stay the same, operation for operation, for the planner to use the indexes on it.
 */
const topRatedAtCap = (t: { reviewCount: AnyPgColumn; rating: AnyPgColumn }) =>
  sql`(case when ${t.reviewCount} > 0 then (3::float8 * 4::float8 + ${t.rating}::float8 * ${t.reviewCount}) / (3 + ${t.reviewCount}) end) desc nulls last`;

export const detoxPrograms = pgTable(
  "detox_programs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: LIMITS.name }).notNull(),
    description: varchar("description", { length: LIMITS.description }).notNull(),
    address: varchar("address", { length: LIMITS.address }).notNull(),
    city: varchar("city", { length: LIMITS.city }).notNull(),
    state: varchar("state", { length: LIMITS.state }).notNull(),
    zipCode: varchar("zip_code", { length: LIMITS.zipCode }).notNull(),
    phone: varchar("phone", { length: LIMITS.phone }).notNull(),
    email: varchar("email", { length: LIMITS.email }),
    website: varchar("website", { length: LIMITS.url }),
    imageUrl: varchar("image_url", { length: LIMITS.url }),
    latitude: numeric("latitude", { precision: 10, scale: 8, mode: "number" }).notNull(),
    longitude: numeric("longitude", { precision: 11, scale: 8, mode: "number" }).notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    priceMin: integer("price_min"),
    priceMax: integer("price_max"),
    // What the price covers (db/vocab.ts PRICE_UNITS: visit, test, session, course, month); null = not said.
    priceUnit: varchar("price_unit", { length: 10 }).$type<PriceUnit>(),
    programTypes: text("program_types").array().notNull().default(sql`'{}'::text[]`),
    certifications: text("certifications").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    // Ours: owner submissions are unverified; importers record where a row came from.
    isVerified: boolean("is_verified").notNull().default(false),
    source: varchar("source", { length: LIMITS.source }),
    sourceId: varchar("source_id", { length: LIMITS.sourceId }),
    // Trust (decisions.md): the listing's NPI and the verification that stands, if any.
    npiNumber: varchar("npi_number", { length: 10 }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verificationMethod: varchar("verification_method", { length: 10 }).$type<VerificationMethod>(),
    // Provider details (decisions.md "Provider details people filter on"); null = not provided.
    telehealth: boolean("telehealth"),
    acceptingNewPatients: boolean("accepting_new_patients"),
    paymentOptions: text("payment_options").array().$type<PaymentOption[]>().notNull().default(sql`'{}'::text[]`),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    services: text("services").array().$type<Service[]>().notNull().default(sql`'{}'::text[]`),
    hours: jsonb("hours").$type<WeeklyHours>(),
    // Specialties (decisions.md "Care, not just listings"): the NUCC taxonomies of the NPI record, as the NPI
    // importer or the NPI verification last read them; [] when none was read.
    npiTaxonomies: jsonb("npi_taxonomies").$type<NpiTaxonomy[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    // isVerified is true exactly while a verification (its date and method) stands.
    check(
      "detox_programs_verification_check",
      sql`(${t.isVerified} and ${t.verifiedAt} is not null and ${t.verificationMethod} in ('npi', 'admin')) or (not ${t.isVerified} and ${t.verifiedAt} is null and ${t.verificationMethod} is null)`,
    ),
    check("detox_programs_price_unit_check", sql`${t.priceUnit} in ('visit', 'test', 'session', 'course', 'month')`),
    index("detox_programs_state_idx").on(t.state),
    index("detox_programs_types_idx").using("gin", t.programTypes),
    // "Top rated" exactly as features/programs/data.ts sorts it while m is at its cap (PRIOR_REVIEWS 3, PRIOR_MAX 4
    // in features/programs/top-rated.ts): a page is an index walk, not a sort of every row. Below the cap it sorts.
    index("detox_programs_top_rated_idx").on(topRatedAtCap(t), t.reviewCount.desc().nullsFirst(), t.name, t.id),
    // Its m, the mean rating of the reviewed active programs: an index-only scan instead of reading every row.
    index("detox_programs_reviewed_rating_idx").on(t.rating).where(sql`${t.isActive} and ${t.reviewCount} > 0`),
    index("detox_programs_price_min_idx").on(t.priceMin),
    // The orders exactly as sorted (price-high: DESC NULLS LAST; recent: created_at DESC, then id), so a page is an index walk.
    index("detox_programs_price_max_idx").on(t.priceMax.desc().nullsLast()),
    index("detox_programs_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("detox_programs_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("detox_programs_city_trgm_idx").using("gin", sql`lower(${t.city}) gin_trgm_ops`),
    index("detox_programs_zip_idx").on(t.zipCode),
    // City pages (features/places/cities.ts): a city's active programs by state and URL slug, in "Top rated"
    // order, so a page is an index walk. city_slug() is defined in migration 0020 (features/places/city-slug.ts
    // computes the same slug in TypeScript).
    index("detox_programs_city_top_idx")
      .on(t.state, sql`city_slug(${t.city})`, topRatedAtCap(t), t.reviewCount.desc().nullsFirst(), t.name, t.id)
      .where(sql`${t.isActive}`),
    // Not declared here (migration 0006, raw SQL in features/programs/data.ts, never returned by select()):
    // the generated `search_vector` tsvector (GIN) and `earth_loc` earthdistance point (GiST), and migration 0021's
    // GiST on `earth_loc` of the active programs with their state and city, which counts a city's nearby programs.
    uniqueIndex("detox_programs_source_idx").on(t.source, t.sourceId),
    // The detail filters: a list matches when it shares any value (&&), which GIN answers.
    index("detox_programs_payment_idx").using("gin", t.paymentOptions),
    index("detox_programs_languages_idx").using("gin", t.languages),
    index("detox_programs_services_idx").using("gin", t.services),
    // specialty=: containment of a code (`@> '[{"code": ...}]'`), which this GIN index answers.
    index("detox_programs_taxonomies_idx").using("gin", sql`${t.npiTaxonomies} jsonb_path_ops`),
    // telehealth=true / acceptingNewPatients=true: the default order of the matching active rows only,
    // so a filtered page is a walk of a small index, not a scan of the table and a sort.
    index("detox_programs_telehealth_top_idx")
      .on(topRatedAtCap(t), t.reviewCount.desc().nullsFirst(), t.name, t.id)
      .where(sql`${t.telehealth} and ${t.isActive}`),
    index("detox_programs_new_patients_top_idx")
      .on(topRatedAtCap(t), t.reviewCount.desc().nullsFirst(), t.name, t.id)
      .where(sql`${t.acceptingNewPatients} and ${t.isActive}`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    programId: uuid("program_id")
      .notNull()
      .references(() => detoxPrograms.id, { onDelete: "cascade" }),
    userName: varchar("user_name", { length: 50 }).notNull(),
    userEmail: varchar("user_email", { length: LIMITS.email }).notNull(),
    rating: integer("rating").notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    comment: varchar("comment", { length: 1000 }).notNull(),
    isVerified: boolean("is_verified").notNull().default(false),
    // The spec's default is true; ours is false because every public review waits for moderation.
    isPublished: boolean("is_published").notNull().default(false),
    // Set when a moderator rejects the review (kept, unpublished, with its reason; decisions.md "Trust").
    rejectReason: varchar("reject_reason", { length: 40 }),
    ...timestamps,
  },
  (t) => [
    index("reviews_program_idx").on(t.programId, t.isPublished, t.createdAt.desc()),
    index("reviews_moderation_idx").on(t.isPublished, t.createdAt.desc()),
  ],
);

/** Messages sent through /contact. The sender's email is for our reply only, never shown publicly. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: LIMITS.email }).notNull(),
    topic: varchar("topic", { length: 20 }).notNull(),
    message: varchar("message", { length: 2000 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);

/** "Report a problem with this listing": from visitors, or opened by the NPI verification job. */
export const programReports = pgTable(
  "program_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    programId: uuid("program_id")
      .notNull()
      .references(() => detoxPrograms.id, { onDelete: "cascade" }),
    reason: varchar("reason", { length: 30 }).notNull(),
    details: varchar("details", { length: 1000 }).notNull(),
    // Never shown publicly nor returned by a public call.
    email: varchar("email", { length: LIMITS.email }),
    // open -> resolved | dismissed
    status: varchar("status", { length: 20 }).notNull().default("open"),
    note: varchar("note", { length: 1000 }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("program_reports_status_idx").on(t.status, t.createdAt.desc()), index("program_reports_program_idx").on(t.programId)],
);

export type ProgramReportRow = typeof programReports.$inferSelect;

export type ContentSections = {
  approach?: string;
  protocols?: string;
  safety?: string;
  patientFit?: string;
  faqs?: { question: string; answer: string }[];
};

export type PractitionerSource = {
  type: "npi" | "acam" | "yelp" | "google_places" | "website" | "manual";
  url?: string;
  title?: string;
  asOf?: string;
};

export const practitioners = pgTable(
  "practitioners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    programId: uuid("program_id")
      .notNull()
      .references(() => detoxPrograms.id, { onDelete: "cascade" }),
    slug: varchar("slug", { length: 150 }).notNull().unique(),
    fullName: varchar("full_name", { length: 100 }).notNull(),
    credentials: text("credentials").array().notNull().default(sql`'{}'::text[]`),
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    modalities: text("modalities").array().notNull().default(sql`'{}'::text[]`),
    npiNumber: varchar("npi_number", { length: 10 }),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    telehealth: boolean("telehealth").notNull().default(false),
    insurance: text("insurance").array().notNull().default(sql`'{}'::text[]`),
    yearsExperience: integer("years_experience"),
    education: text("education").array().notNull().default(sql`'{}'::text[]`),
    affiliations: text("affiliations").array().notNull().default(sql`'{}'::text[]`),
    pricingNote: varchar("pricing_note", { length: 500 }),
    bio: varchar("bio", { length: 2000 }),
    contentSections: jsonb("content_sections").$type<ContentSections>(),
    sources: jsonb("sources").$type<PractitionerSource[]>(),
    editorialStatus: varchar("editorial_status", { length: 20 }).notNull().default("draft"),
    qualityScore: numeric("quality_score", { precision: 5, scale: 2, mode: "number" }),
    lastVerifiedAt: timestamp("last_verified_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("practitioners_program_idx").on(t.programId, t.editorialStatus)],
);

export type ProgramRow = typeof detoxPrograms.$inferSelect;
export type NewProgramRow = typeof detoxPrograms.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
export type PractitionerRow = typeof practitioners.$inferSelect;

/** Server-generated secrets (the signing key of upload tokens when SESSION_SECRET is unset). */
export const appSecrets = pgTable("app_secrets", {
  name: varchar("name", { length: 50 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Shared rate-limit counters when several app servers use one PostgreSQL (rate-limiter-flexible's layout). */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * Long admin work (imports, website discovery, image updates, NPI verification): one row per run, so the
 * screen can show progress and any app server can answer for a run another one started. One record for every
 * kind (issue 28): imports were kept in their own import_runs table until migration 0016.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: varchar("kind", { length: 40 }).notNull(),
    // queued -> running -> done | failed
    status: varchar("status", { length: 20 }).notNull().default("queued"),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    ...timestamps,
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    // Imports (kind "import"): the queue job that ran it (pg-boss id), so that a retried job finds its earlier
    // success (`result`) instead of importing twice; and its counts while it runs (imported, updated, skipped, failed).
    queueJobId: varchar("queue_job_id", { length: 64 }),
    counts: jsonb("counts").$type<Record<string, number>>(),
  },
  (t) => [index("job_runs_kind_idx").on(t.kind, t.createdAt.desc()), index("job_runs_queue_job_idx").on(t.queueJobId)],
);

export type JobRunRow = typeof jobRuns.$inferSelect;

export type ImportRowOutcome = "created" | "updated" | "duplicate" | "failed";

/**
 * What an import did with each of its rows (decisions.md "Running the directory"): created (program_id is the new
 * program), updated or duplicate (program_id is the existing program it matched; null with a detail when it
 * matched an earlier row of the same file), failed (detail says why). A deleted program leaves its rows, unlinked.
 */
export const importRunRows = pgTable(
  "import_run_rows",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => jobRuns.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    outcome: varchar("outcome", { length: 10 }).$type<ImportRowOutcome>().notNull(),
    programId: uuid("program_id").references(() => detoxPrograms.id, { onDelete: "set null" }),
    name: varchar("name", { length: 200 }).notNull(),
    detail: text("detail"),
  },
  (t) => [index("import_run_rows_run_idx").on(t.runId, t.outcome, t.row), index("import_run_rows_program_idx").on(t.programId)],
);

/** The last TOTP time step accepted for admin sign-in: that code and older ones are refused (replay). */
export const adminTotpUsed = pgTable("admin_totp_used", {
  account: varchar("account", { length: 50 }).primaryKey(),
  lastStep: bigint("last_step", { mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Owners (decisions.md "Owners keep their listing true"): someone who proved they run a listing, by a token
 * on its website or a one-time link to an address at its domain. `email` is known after an email claim or
 * sign-in; a website-token owner may have none. Bumping `sessionVersion` ends every session of the owner.
 */
export const owners = pgTable(
  "owners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: LIMITS.email }),
    sessionVersion: integer("session_version").notNull().default(0),
    /** The notice kinds this owner turned off (features/owners/notices.ts); every other kind is on. */
    noticesOff: jsonb("notices_off").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex("owners_email_idx").on(sql`lower(${t.email})`)],
);

export type ClaimMethod = "website" | "email";

/** Which owner holds a listing: at most one per program (it moves only when an admin approves a transfer request). */
export const ownerPrograms = pgTable(
  "owner_programs",
  {
    programId: uuid("program_id")
      .primaryKey()
      .references(() => detoxPrograms.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    method: varchar("method", { length: 10 }).$type<ClaimMethod>().notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("owner_programs_owner_idx").on(t.ownerId)],
);

export type ClaimTokenKind = "website" | "email-claim" | "email-signin";

/**
 * Proofs in progress. Website: `token` is the public text to publish, `secretHash` the digest of the
 * private half kept by the claimant's browser (so reading the published token off the site claims
 * nothing). Email: `secretHash` is the digest of the link's secret. Each works once (`usedAt`).
 */
export const claimTokens = pgTable(
  "claim_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: varchar("kind", { length: 20 }).$type<ClaimTokenKind>().notNull(),
    programId: uuid("program_id").references(() => detoxPrograms.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").references(() => owners.id, { onDelete: "cascade" }),
    token: varchar("token", { length: 64 }),
    secretHash: varchar("secret_hash", { length: 64 }).notNull(),
    email: varchar("email", { length: LIMITS.email }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("claim_tokens_secret_idx").on(t.secretHash), index("claim_tokens_program_idx").on(t.programId, t.kind)],
);

export type TransferStatus = "pending" | "approved" | "refused";

/**
 * A second claim of a listing that already has an owner: the listing never changes owner without consent,
 * so the claim waits here for an administrator (Manage Programs), and the current owner is told. Both
 * outcomes are recorded in the program's history. One pending request per listing and claimant.
 */
export const claimTransfers = pgTable(
  "claim_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    programId: uuid("program_id")
      .notNull()
      .references(() => detoxPrograms.id, { onDelete: "cascade" }),
    fromOwnerId: uuid("from_owner_id").references(() => owners.id, { onDelete: "set null" }),
    toOwnerId: uuid("to_owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    method: varchar("method", { length: 10 }).$type<ClaimMethod>().notNull(),
    status: varchar("status", { length: 10 }).$type<TransferStatus>().notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("claim_transfers_pending_idx").on(t.programId, t.toOwnerId).where(sql`${t.status} = 'pending'`),
    index("claim_transfers_status_idx").on(t.status, t.createdAt),
  ],
);

/** The provider's one public reply to a review ("Response from the provider"); an admin may remove it. */
export const reviewReplies = pgTable("review_replies", {
  id: uuid("id").primaryKey().defaultRandom(),
  reviewId: uuid("review_id")
    .notNull()
    .unique()
    .references(() => reviews.id, { onDelete: "cascade" }),
  ownerId: uuid("owner_id").references(() => owners.id, { onDelete: "set null" }),
  body: varchar("body", { length: 1000 }).notNull(),
  ...timestamps,
});

/**
 * Every version of a provider's reply (issue 53, item 8): published, edited, withdrawn, or removed by an admin,
 * each with its text, kept after the reply itself is gone. review_replies holds only the current reply.
 */
export type ReplyAction = "published" | "edited" | "withdrawn" | "removed";
export const reviewReplyVersions = pgTable(
  "review_reply_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").references(() => owners.id, { onDelete: "set null" }),
    action: varchar("action", { length: 10 }).$type<ReplyAction>().notNull(),
    body: varchar("body", { length: 1000 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("review_reply_versions_review_idx").on(t.reviewId, t.createdAt)],
);

export type ChangeActor = "owner" | "admin" | "import" | "job" | "submitter" | "system";
export type FieldChange = { old: unknown; new: unknown };

/**
 * The change history of programs: one row per write that changed any field, with each field's old and new
 * value (column names). Written by the trigger of migration 0011 on every UPDATE of detox_programs, so no
 * write path can skip it; who and through what come from the transaction's settings (features/programs/history.ts),
 * and a write that set none is recorded as "system".
 */
export const programChanges = pgTable(
  "program_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    programId: uuid("program_id")
      .notNull()
      .references(() => detoxPrograms.id, { onDelete: "cascade" }),
    actor: varchar("actor", { length: 20 }).$type<ChangeActor>().notNull(),
    ownerId: uuid("owner_id").references(() => owners.id, { onDelete: "set null" }),
    via: varchar("via", { length: 60 }).notNull(),
    changes: jsonb("changes").$type<Record<string, FieldChange>>().notNull(),
    revertOf: uuid("revert_of"),
    /** Why an admin reverted (a revert's row only; issue 53, item 5): shown to the owner and mailed to them. */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("program_changes_program_idx").on(t.programId, t.createdAt.desc()), index("program_changes_owner_idx").on(t.programId, t.actor, t.createdAt.desc())],
);

/**
 * Insights (features/insights): what a listing brought, one row per program and UTC day with four counters.
 * Nothing about the visitor is stored (no cookie, address or user agent); the counters are raised by one
 * atomic upsert per event.
 */
export const programDailyEvents = pgTable(
  "program_daily_events",
  {
    programId: uuid("program_id")
      .notNull()
      .references(() => detoxPrograms.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    view: integer("view").notNull().default(0),
    call: integer("call").notNull().default(0),
    website: integer("website").notNull().default(0),
    directions: integer("directions").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programId, t.day] })],
);

export type OwnerRow = typeof owners.$inferSelect;
export type ProgramChangeRow = typeof programChanges.$inferSelect;

/**
 * A city page whose programs all moved to another city (a rename, a merge or a typo fixed): its old URL
 * answers 308 to the new one. Recorded by the trigger of migration 0020 whenever an update leaves a city
 * with no active program; a later move of the new city updates the older redirects to point at it.
 */
export const cityRedirects = pgTable(
  "city_redirects",
  {
    state: varchar("state", { length: LIMITS.state }).notNull(),
    slug: varchar("slug", { length: LIMITS.city }).notNull(),
    toState: varchar("to_state", { length: LIMITS.state }).notNull(),
    toSlug: varchar("to_slug", { length: LIMITS.city }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.state, t.slug] })],
);
