"use client";

import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { notify } from "@/components/ui/notify";
import { apiCall, serverMessage } from "@/lib/http/client";
import { ALWAYS_ON, NOTICE_KINDS, NOTICE_LABELS, type NoticeKind } from "@/features/owners/notice-kinds";

type Prefs = Record<NoticeKind, boolean>;

/**
 * The owner dashboard's "Emails about your listings": one checkbox per notice kind, each saved at once
 * (PUT /api/owner/notices), confirmed next to the boxes. `canSend` is false when this site has no mail server or the owner no address.
 */
export function NoticeSettings({ initial, canSend, why }: { initial: Prefs; canSend: boolean; why?: string }) {
  const [prefs, setPrefs] = useState(initial);
  const [busy, setBusy] = useState<NoticeKind | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const save = async (kind: NoticeKind, on: boolean) => {
    setBusy(kind);
    setConfirmed(null);
    setPrefs((p) => ({ ...p, [kind]: on }));
    try {
      const saved = await apiCall<{ notices: Prefs }>("/api/owner/notices", { method: "PUT", json: { notices: { [kind]: on } } });
      setPrefs(saved.notices);
      // Issue 53, item 11: say that the choice is kept, and what it now means.
      const what = NOTICE_LABELS[kind].replace(/\bmy\b/g, "your");
      const said = `Saved: we ${saved.notices[kind] ? "now email" : "no longer email"} you when ${what.charAt(0).toLowerCase()}${what.slice(1)}.`;
      setConfirmed(said);
      notify("success", "Email settings saved");
    } catch (error) {
      setPrefs((p) => ({ ...p, [kind]: !on }));
      notify("error", "Your choice was not saved", { description: serverMessage(error, "Please try again.") });
    }
    setBusy(null);
  };
  return (
    <section aria-labelledby="notices-heading" className="space-y-3 rounded-lg border bg-card p-4" data-testid="owner-notices">
      <div className="space-y-1">
        <h2 id="notices-heading" className="font-semibold">
          Emails about your listings
        </h2>
        <p className="text-sm text-muted-foreground">{canSend ? "We email you when:" : why}</p>
      </div>
      <ul className="space-y-2">
        {NOTICE_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <Checkbox id={`notice-${kind}`} checked={ALWAYS_ON.includes(kind) || prefs[kind]} disabled={busy === kind || ALWAYS_ON.includes(kind)} onCheckedChange={(on) => void save(kind, on)} />
            <label htmlFor={`notice-${kind}`} className="text-sm">
              {NOTICE_LABELS[kind]}
              {ALWAYS_ON.includes(kind) && <span className="text-muted-foreground"> (always sent)</span>}
            </label>
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm text-emerald-800" data-testid="notices-saved">
        {confirmed}
      </p>
      {canSend && <p className="text-xs text-muted-foreground">Each email also has a link to stop that kind of email.</p>}
    </section>
  );
}
