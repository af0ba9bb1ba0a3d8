import { and, eq } from "drizzle-orm";
import { cars } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { formatMonthYear, formatNumber } from "~/ui/format";
import { collect, newPdf } from "./pdf-parts.server";

const HISTORY_PATH = /^\/media\/history\/([A-Za-z0-9-]+)\.pdf$/;

/**
 * The demo stock's history reports: a car whose `file` is /media/history/{stocknum}.pdf gets a PDF
 * drawn from its own record. A dealer's real reports are uploaded files with their own addresses.
 */
export async function historyReport(scope: SiteScope, path: string): Promise<Buffer | null> {
  const stocknum = HISTORY_PATH.exec(path)?.[1];
  if (!stocknum) return null;
  const [car] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.stocknum, stocknum), eq(cars.file, path)))
    .limit(1);
  if (!car) return null;
  const doc = await newPdf({
    margin: 56,
    info: { Title: `Vehicle history report: ${car.name}`, Author: scope.config.name },
  });
  const done = collect(doc);
  doc.font("Helvetica-Bold").fontSize(18).text("Vehicle history report");
  doc.font("Helvetica").fontSize(12).moveDown().text(car.name);
  const rows: [string, string | null][] = [
    ["Stock number", car.stocknum],
    ["VIN", car.vin],
    ["Registration", car.regplate],
    ["Odometer", `${formatNumber(car.km)} km`],
    ["Compliance date", car.compliance_date && formatMonthYear(car.compliance_date)],
    ["Finance owing (PPSR)", "None recorded"],
    ["Written-off register", "Not recorded"],
    ["Stolen vehicle register", "Not recorded"],
  ];
  for (const [label, value] of rows) if (value) doc.moveDown(0.3).text(`${label}: ${value}`);
  doc
    .moveDown()
    .fontSize(9)
    .fillColor("#4b5563")
    .text(`Prepared by ${scope.config.name} from the records held for this vehicle.`);
  doc.end();
  return done;
}
