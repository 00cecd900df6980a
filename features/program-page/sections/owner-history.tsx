import { Badge } from "@/components/ui/badge";
import type { ChangeActor } from "@/db/schema";
import { changeLines, longDate, type ChangeEntry } from "@/features/programs";
import { plural } from "@/lib/format";

const WHO: Record<ChangeActor, string> = {
  owner: "The provider",
  admin: "An administrator",
  import: "An import",
  job: "An automatic check",
  submitter: "Add Business",
  system: "The directory",
};

const time = (d: Date) => d.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }) + " UTC";

/**
 * The owner's view of their listing's history (issue 53, item 5): who changed what and when, in words, with an
 * administrator's reason for a revert. Read-only; the admin's copy (Manage Programs) has the Revert buttons.
 * `myEmail`: the signed-in owner's address (null after a website proof).
 */
export function OwnerHistory({ changes, myEmail }: { changes: ChangeEntry[]; myEmail: string | null }) {
  // An ownership move names owners by address: an owner sees their own, never another person's.
  const owner = (v: unknown) => (v === null || v === undefined || v === "" ? null : myEmail && String(v).toLowerCase() === myEmail.toLowerCase() ? "you" : "another owner");
  const lines = (change: ChangeEntry) => change.fields.map((f) => (f.field === "owner" ? { ...f, old: owner(f.old), new: owner(f.new) } : f)).flatMap(changeLines);
  return (
    <section id="history" aria-labelledby="history-heading" className="scroll-mt-24 space-y-4">
      <h2 id="history-heading" className="text-xl font-semibold">
        History
      </h2>
      <p className="text-muted-foreground">
        Every change to this listing, newest first: {plural(changes.length, "change", "changes")}. If an administrator changed something back, their reason is shown and we
        emailed it to you.
      </p>
      {changes.length === 0 ? (
        <p className="rounded-lg border bg-card p-4 text-muted-foreground">No changes since the listing was added.</p>
      ) : (
        <ol className="space-y-3" aria-label="Changes to this listing">
          {changes.map((change) => (
            <li key={change.id} className="space-y-2 rounded-lg border bg-card p-4 text-sm" data-testid="owner-history-change">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{WHO[change.actor]}</span>
                <span className="text-muted-foreground">
                  {longDate(change.createdAt)}, {time(change.createdAt)}
                </span>
                {change.revertOf && <Badge variant="secondary">Changed back</Badge>}
                {change.revertedBy && <Badge variant="outline">Reverted</Badge>}
                {!change.revertedBy && change.revertedFields.length > 0 && <Badge variant="outline">Partly reverted</Badge>}
              </p>
              {change.reason && (
                <p className="rounded-md border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-amber-950" data-testid="owner-history-reason">
                  <span className="font-medium">Reason:</span> {change.reason}
                </p>
              )}
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
                {lines(change).map((line) => (
                  <div key={line.label} className="contents">
                    <dt className="font-medium">{line.label}</dt>
                    <dd className="break-words">
                      <span className={`text-muted-foreground ${line.old === "(empty)" ? "" : "line-through decoration-1"}`}>{line.old}</span> <span aria-hidden="true">→</span>
                      <span className="sr-only">changed to</span> {line.new}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
