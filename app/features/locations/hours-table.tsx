import type { HoursRow } from "./location-rules";

/** A location's opening hours, a row a day or run of days: on its card, its page and the header's hours menu. */
export function HoursTable({ rows, caption }: { rows: HoursRow[]; caption?: string }) {
  return (
    <table className="w-full text-sm">
      {caption ? <caption className="mb-1 text-left font-semibold">{caption}</caption> : null}
      <tbody>
        {rows.map((row) => (
          <tr key={row.days}>
            <th scope="row" className="py-0.5 pr-4 text-left font-normal text-muted-foreground">
              {row.days}
            </th>
            <td className="py-0.5 text-right">{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
