import type { HoursRow } from "./location-rules";

/** A location's opening hours, a row a day or run of days: on its card, its page and the header's hours menu. */
export function HoursTable({ rows, caption }: { rows: HoursRow[]; caption?: string }) {
  return (
    <table className="hours-table">
      {caption ? <caption className="mb-1 text-left font-semibold">{caption}</caption> : null}
      <tbody>
        {rows.map((row) => (
          <tr key={row.days}>
            <th scope="row">{row.days}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
