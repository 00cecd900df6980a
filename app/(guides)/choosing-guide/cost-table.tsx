/** Spec section 9's editorial cost ranges, shown as typical ranges, never as quotes. */
const ROWS: { group: string; items: [string, string][] }[] = [
  {
    group: "Initial assessment",
    items: [
      ["Consultation", "$200 - $500"],
      ["Comprehensive testing", "$300 - $800"],
      ["Additional lab work", "$200 - $400"],
      ["Total initial costs", "$700 - $1,700"],
    ],
  },
  {
    group: "Treatment",
    items: [
      ["IV chelation session", "$100 - $200 per session"],
      ["Oral chelation", "$50 - $150 per month"],
      ["Supplements", "$100 - $300 per month"],
      ["Follow-up visits", "$150 - $300 each"],
    ],
  },
  {
    group: "Total program",
    items: [
      ["Mild case", "$3,000 - $8,000"],
      ["Moderate case", "$8,000 - $15,000"],
      ["Severe case", "$15,000 - $30,000+"],
    ],
  },
];

const cell = "border-b px-3 py-2 text-left align-top";

export function CostTable() {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-sm text-muted-foreground">
          Typical cost ranges at private clinics, in US dollars (not quotes)
        </caption>
        <thead>
          <tr className="bg-muted">
            <th scope="col" className={cell}>Item</th>
            <th scope="col" className={cell}>Typical range</th>
          </tr>
        </thead>
        {ROWS.map((row) => (
          <tbody key={row.group}>
            <tr>
              <th scope="colgroup" colSpan={2} className={`${cell} bg-muted/50 font-semibold`}>
                {row.group}
              </th>
            </tr>
            {row.items.map(([item, range]) => (
              <tr key={item}>
                <th scope="row" className={`${cell} font-normal`}>{item}</th>
                <td className={`${cell} whitespace-nowrap`}>{range}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
