import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

/**
 * Reads a guide or policy from content/ (Markdown with YAML frontmatter) and checks its frontmatter.
 * A bad file stops the build, the page and the tests with a message naming the file and the field.
 * No `server-only` here: the e2e specs read the registry (guides.ts) that loads these files.
 */
export const CONTENT_DIR = path.join(process.cwd(), "content");

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
const text = z.string().trim().min(1, "must not be empty");

const sourceSchema = z.strictObject({
  /** What the body's links name: [the FDA's letters](source:fdaOtc2010). */
  id: z.string().regex(/^[A-Za-z0-9]+$/, "must be letters and digits"),
  publisher: text,
  title: text,
  date: text.optional(),
  url: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
});

const pageFields = { heading: text, title: text, description: text, published: isoDate, updated: isoDate };
const notBeforePublished = { error: "must not be before published", path: ["updated"] };

export const guideFrontmatterSchema = z
  .strictObject({
    ...pageFields,
    sourcesCheckedOn: isoDate,
    intro: text,
    /** Descriptive badges that claim no review (a review badge comes only from guide-reviews.ts). */
    badges: z.array(text).optional(),
    /** Puts the urgent-help box (911, Poison Control) above the title. */
    urgentHelp: z.boolean().optional(),
    cta: z.strictObject({ label: text, text }),
    sources: z.array(sourceSchema).min(1, "must list at least one source"),
  })
  .refine((g) => g.updated >= g.published, notBeforePublished)
  .refine((g) => new Set(g.sources.map((s) => s.id)).size === g.sources.length, { error: "two sources share an id", path: ["sources"] });

export const policyFrontmatterSchema = z
  .strictObject({ ...pageFields, effective: isoDate })
  .refine((p) => p.updated >= p.published, notBeforePublished);

export type GuideFrontmatter = z.infer<typeof guideFrontmatterSchema>;
export type ContentSource = GuideFrontmatter["sources"][number];
export type ContentFile<T> = { /** Relative to the project, for messages. */ file: string; meta: T; body: string };

export class ContentError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = "ContentError";
  }
}

function readContentFile<T>(file: string, schema: z.ZodType<T>): ContentFile<T> {
  const name = path.relative(process.cwd(), file);
  const source = readFileSync(file, "utf8").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(name, "must start with frontmatter between two --- lines");
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (e) {
    throw new ContentError(name, `frontmatter is not valid YAML: ${(e as Error).message}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => (i.path.length ? `frontmatter field "${i.path.join(".")}": ${i.message}` : `frontmatter: ${i.message}`));
    throw new ContentError(name, issues.join("; "));
  }
  return { file: name, meta: parsed.data, body: match[2]! };
}

// Read once per process in production; in development every render reads the file, so an edit shows on reload.
const cache = new Map<string, ContentFile<unknown>>();

function cached<T>(file: string, schema: z.ZodType<T>): ContentFile<T> {
  if (process.env.NODE_ENV === "development") return readContentFile(file, schema);
  let hit = cache.get(file) as ContentFile<T> | undefined;
  if (!hit) cache.set(file, (hit = readContentFile(file, schema)));
  return hit;
}

export const loadGuideFile = (file: string) => cached(file, guideFrontmatterSchema);
export const loadPolicyFile = (file: string) => cached(file, policyFrontmatterSchema);
