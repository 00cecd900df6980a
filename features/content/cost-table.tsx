/**
 * Typical charges reported by private clinics (the spec's editorial ranges, collected in September 2025).
 * They describe what clinics charge, never what care should cost: no package "programs", and no
 * supplements, which are not a treatment. Oral chelation is the prescription drug, priced as one.
 */
export const COST_FIGURES_DATE = "September 2025";

const ROWS: { group: string; items: [string, string][] }[] = [
  {
    group: "Assessment",
    items: [
      ["Consultation", "$200 - $500"],
      ["Metals testing panel at a private lab", "$300 - $800"],
      ["Additional lab work", "$200 - $400"],
    ],
  },
  {
    group: "Treatment, only for confirmed poisoning",
    items: [
      ["IV chelation, per session", "$100 - $200"],
      ["Oral chelation (prescription succimer)", "Priced as a prescription drug: ask your pharmacy and insurer"],
      ["Follow-up visit", "$150 - $300"],
    ],
  },
];

/** A cell of the guides' tables (this one and the chelation guide's, a `:::table` block). */
export const TABLE_CELL = "border-b px-3 py-2 text-left align-top";

export function CostTable() {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-sm text-muted-foreground">
          Typical charges reported by private clinics, in US dollars, as of {COST_FIGURES_DATE}. Not a
          recommendation and not a quote.
        </caption>
        <thead>
          <tr className="bg-muted">
            <th scope="col" className={TABLE_CELL}>Item</th>
            <th scope="col" className={TABLE_CELL}>Typical charge reported by clinics</th>
          </tr>
        </thead>
        {ROWS.map((row) => (
          <tbody key={row.group}>
            <tr>
              <th scope="colgroup" colSpan={2} className={`${TABLE_CELL} bg-muted/50 font-semibold`}>
                {row.group}
              </th>
            </tr>
            {row.items.map(([item, range]) => (
              <tr key={item}>
                <th scope="row" className={`${TABLE_CELL} font-normal`}>{item}</th>
                <td className={`${TABLE_CELL} ${range.startsWith("$") ? "whitespace-nowrap" : ""}`}>{range}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
