import type { LeadReportRow } from "./lead-report";

function delivery(d: LeadReportRow["deliveries"][number]): string {
  const tries = `${d.attempts} ${d.attempts === 1 ? "attempt" : "attempts"}`;
  if (d.status === "delivered") return `${d.sink}: delivered (${tries})`;
  const error = d.last_error ? `, last error: ${d.last_error}` : "";
  return `${d.sink}: pending, next try ${d.next_attempt_at} (${tries}${error})`;
}

/** The lines `npm run leads` prints: one block per lead, newest first. */
export function describeLeads(slug: string, rows: LeadReportRow[]): string[] {
  if (rows.length === 0) return [`${slug}: no leads yet`];
  const lines = [`${slug}: ${rows.length} newest leads`];
  for (const row of rows) {
    const about = [row.category, row.subcategory].filter(Boolean).join(" / ");
    const car = row.stock_number ? `, stock ${row.stock_number}` : "";
    lines.push(
      `#${row.lead_id}  ${row.received}  ${about}${car}${row.spam ? "  [spam: honeypot filled, not delivered]" : ""}`,
    );
    lines.push(`    ${row.name} <${row.email ?? ""}> ${row.phone ?? ""}`);
    const deliveries = row.deliveries.map(delivery);
    lines.push(
      `    ${deliveries.length ? deliveries.join("; ") : row.spam ? "not delivered" : "kept in the database (no e-mail or webhook set for this site)"}`,
    );
  }
  return lines;
}
