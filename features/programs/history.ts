import "server-only";
import { and, desc, eq, getTableColumns, notInArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db";
import { DomainError } from "@/lib/errors";
import { detoxPrograms as p, owners, programChanges as c, type ChangeActor, type FieldChange } from "@/db/schema";
import { invalidateReads } from "@/lib/cache/read-cache";
import { isUuid } from "@/lib/ids";

/**
 * The change history of programs (decisions.md "Owners keep their listing true"). The rows are written by
 * the database trigger of migration 0011 on every UPDATE of a program, so no write path can skip them;
 * this module tells the trigger who writes and through what (transaction-local settings), reads the
 * history, and reverts one change.
 */
export type Actor = { actor: ChangeActor; via: string; ownerId?: string | null; revertOf?: string | null };

export const ADMIN_EDIT: Actor = { actor: "admin", via: "Manage Programs" };

/** Names the writer of this transaction's program updates (the trigger reads these settings). */
export async function setActor(tx: Pick<Tx, "execute">, a: Actor): Promise<void> {
  await tx.execute(
    sql`select set_config('detox.actor', ${a.actor}, true), set_config('detox.owner_id', ${a.ownerId ?? ""}, true), set_config('detox.via', ${a.via.slice(0, 60)}, true), set_config('detox.revert_of', ${a.revertOf ?? ""}, true)`,
  );
}

/** Runs `fn` in a transaction whose program updates are recorded as made by `a`. */
export async function withActor<T>(a: Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await setActor(tx, a);
    return fn(tx);
  });
}

// Column name -> the program's property name (the API's camelCase).
const byColumn = new Map(Object.entries(getTableColumns(p)).map(([key, col]) => [col.name, key]));
/** What the trigger leaves out; never reverted either. */
const NOT_RECORDED = new Set(["id", "updated_at", "created_at", "rating", "review_count"]);

export type ChangeEntry = {
  id: string;
  actor: ChangeActor;
  via: string;
  ownerEmail: string | null;
  createdAt: Date;
  fields: { field: string; old: unknown; new: unknown }[];
  revertOf: string | null;
  /** Why an admin reverted (a revert's entry only). */
  reason: string | null;
  /** The later change that reverted the last of this one's fields, if any (a change can be reverted field by field). */
  revertedBy: string | null;
  /** The fields of this change that later reverts put back. */
  revertedFields: string[];
};

const toFields = (changes: Record<string, FieldChange>) =>
  Object.entries(changes).map(([column, v]) => ({ field: byColumn.get(column) ?? column, old: v.old, new: v.new }));

/** A program's changes, newest first (at most `limit`). */
export async function listChanges(programId: string, limit = 100): Promise<ChangeEntry[]> {
  if (!isUuid(programId)) return [];
  const db = await getDb();
  const rows = await db
    .select({ change: c, ownerEmail: owners.email })
    .from(c)
    .leftJoin(owners, eq(owners.id, c.ownerId))
    .where(eq(c.programId, programId))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(limit);
  // A revert is always newer than its change, so the reverts of every listed change are listed too.
  const reverts = new Map<string, { id: string; fields: string[] }[]>();
  for (const { change } of [...rows].reverse()) {
    if (!change.revertOf) continue;
    const list = reverts.get(change.revertOf) ?? [];
    list.push({ id: change.id, fields: toFields(change.changes).map((f) => f.field) });
    reverts.set(change.revertOf, list);
  }
  return rows.map(({ change, ownerEmail }) => {
    const fields = toFields(change.changes);
    const done = reverts.get(change.id) ?? [];
    const revertedFields = [...new Set(done.flatMap((r) => r.fields))].filter((f) => fields.some((x) => x.field === f));
    const whole = done.length > 0 && fields.filter((f) => revertable(f.field)).every((f) => revertedFields.includes(f.field));
    return {
      id: change.id,
      actor: change.actor,
      via: change.via,
      ownerEmail,
      createdAt: change.createdAt,
      fields,
      revertOf: change.revertOf,
      reason: change.reason,
      revertedBy: whole ? done[done.length - 1]!.id : null,
      revertedFields,
    };
  });
}

export class RevertConflict extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Fields a revert never puts back. Replacing an image deletes the stored object it replaces
 * (features/programs/image-store.ts), so an old image URL may name a deleted object, and reverting would
 * also orphan the newer one: a change that touched the image is refused as a whole (security issue 29).
 * The history dialog (features/admin/components/program-history-dialog.tsx) offers no Revert for them.
 */
const NOT_REVERTABLE_FIELDS: readonly string[] = ["imageUrl"];
const IMAGE_REVERT_REFUSED = "Image changes cannot be reverted. Upload the image again instead.";

/** Whether a field of a change can be put back by a revert (not the image, not an ownership move). */
const revertable = (field: string) => field !== "owner" && !NOT_REVERTABLE_FIELDS.includes(field) && !NOT_RECORDED.has(field);

export type RevertRequest = { reason: string; field?: string };

/**
 * Puts back the old values of one change, or of one of its fields (`field`), as a new change by the admin,
 * recorded with `revertOf` and the admin's `reason` (issue 53, item 5). Refused (RevertConflict) when a field
 * has changed again since, was already reverted, or is the image (NOT_REVERTABLE_FIELDS). Null when the change
 * does not exist.
 */
export async function revertChange(changeId: string, request: RevertRequest, actor: Actor = ADMIN_EDIT): Promise<ChangeEntry | null> {
  if (!isUuid(changeId)) return null;
  const programId = await withActor({ ...actor, revertOf: changeId }, async (tx) => {
    const [change] = await tx.select().from(c).where(eq(c.id, changeId)).limit(1);
    if (!change) return null;
    const [current] = await tx.execute<{ row: Record<string, unknown> }>(sql`select to_jsonb(t) as row from ${p} t where t.id = ${change.programId} for update`).then((r) => (r as unknown as { rows: { row: Record<string, unknown> }[] }).rows);
    if (!current) return null;
    const earlier = await tx.select({ id: c.id, changes: c.changes }).from(c).where(eq(c.revertOf, changeId));
    const reverted = new Set(earlier.flatMap((r) => Object.keys(r.changes)));
    let columns = Object.keys(change.changes).filter((col) => byColumn.has(col) && !NOT_RECORDED.has(col));
    if (request.field !== undefined) {
      const column = columns.find((col) => byColumn.get(col) === request.field);
      if (!column) throw new RevertConflict(`This change did not touch ${request.field}`);
      columns = [column];
    }
    if (columns.some((col) => NOT_REVERTABLE_FIELDS.includes(byColumn.get(col)!))) throw new RevertConflict(IMAGE_REVERT_REFUSED);
    if (columns.length > 0 && columns.every((col) => reverted.has(col))) throw new RevertConflict(request.field ? "This field was already reverted" : "This change was already reverted");
    columns = columns.filter((col) => !reverted.has(col));
    const moved = columns.filter((col) => !same(current.row[col], change.changes[col]!.new));
    if (moved.length > 0) {
      throw new RevertConflict(`Changed again since: ${moved.map((col) => byColumn.get(col)).join(", ")}. Edit the program instead.`);
    }
    if (columns.length === 0) throw new RevertConflict("This change has no listing fields to revert (an ownership change is undone by removing the owner)");
    const old = Object.fromEntries(columns.map((col) => [col, change.changes[col]!.old]));
    const sets = sql.join(
      columns.map((col) => sql`${sql.identifier(col)} = r.${sql.identifier(col)}`),
      sql`, `,
    );
    try {
      await tx.execute(sql`update ${p} set ${sets}, updated_at = now() from jsonb_populate_record(null::${p}, ${JSON.stringify(old)}::jsonb) r where ${p}.id = ${change.programId}`);
    } catch (e) {
      if ((e as { code?: string }).code === "23514") throw new RevertConflict("Reverting this change alone would leave the listing inconsistent. Edit the program instead.");
      throw e;
    }
    // The trigger has just written the revert's row; the reason goes on it (earlier reverts of this change keep theirs).
    const before = earlier.map((r) => r.id);
    await tx
      .update(c)
      .set({ reason: request.reason })
      .where(and(eq(c.revertOf, changeId), before.length > 0 ? notInArray(c.id, before) : undefined));
    return change.programId;
  });
  if (!programId) return null;
  invalidateReads();
  const [entry] = (await listChanges(programId, 200)).filter((e) => e.revertOf === changeId);
  return entry ?? null;
}
