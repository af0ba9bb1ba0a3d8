import type { SiteConfig } from "~/platform/tenancy/site-config";
import { formatMoney } from "~/ui/format";
import type { AutoGauge } from "./market-gauge";
import { collect, heading, labelled, newPdf, PAGE_MARGIN } from "./pdf-parts.server";
import type { VehicleView } from "./vehicle-view";

const BAR_HEIGHT = 14;
/** The gauge's colours, low to high, as the page draws them. */
const BAND_COLOURS = ["#22c55e", "#facc15", "#ef4444"];

/**
 * The Car Analysis download (spec 001 section 6, a plugin feature enabled per site): the market
 * analysis the vehicle page's gauge shows, as a PDF a shopper can keep or send on: where the price
 * sits in the market range, the range, the confidence, and what it was worked out from.
 */
export async function carAnalysisPdf(
  view: VehicleView,
  gauge: AutoGauge,
  config: SiteConfig,
  now: Date,
): Promise<Buffer> {
  const doc = await newPdf({
    margin: PAGE_MARGIN,
    info: {
      Title: `Car Analysis: ${view.car.name}`,
      Author: config.name,
      Subject: `Stock number ${view.car.stocknum}`,
    },
  });
  const done = collect(doc);
  const width = doc.page.width - PAGE_MARGIN * 2;

  doc.font("Helvetica-Bold").fontSize(10).fillColor(config.theme.colors.primary).text(config.name.toUpperCase());
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#111827").text(`Car Analysis: ${view.car.name}`, { width });
  if (view.car.subtitle) doc.font("Helvetica").fontSize(11).fillColor("#4b5563").text(view.car.subtitle);
  doc.moveDown();

  heading(doc, "How this price compares");
  drawGauge(doc, gauge, width);
  // A caravan's analysis calls it a caravan (issue 57); "Car Analysis" is the plugin's name.
  labelled(doc, `This ${view.car.noun}`, formatMoney(gauge.listing_price));
  labelled(doc, "Market range", `${formatMoney(gauge.market_range_min)} to ${formatMoney(gauge.market_range_max)}`);
  labelled(doc, "Confidence", `${Math.round(gauge.confidence * 100)}%`);
  if (view.belowMarket) labelled(doc, "Below market", view.belowMarket);
  doc.moveDown(0.5);
  doc.font("Helvetica").fontSize(11).fillColor("#111827").text(gauge.description, { width });
  doc.moveDown();

  heading(doc, `The ${view.car.noun}`);
  for (const row of view.keyInformation) labelled(doc, row.label, row.value);
  doc.moveDown();

  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor("#4b5563")
    .text(
      `Prepared ${now.toISOString().slice(0, 10)} for ${view.share.url}. A guide from similar vehicles for sale, not a valuation or an offer.`,
      { width },
    );
  doc.end();
  return done;
}

/** The gauge bar in three bands with a marker where the listing price sits. */
function drawGauge(doc: PDFKit.PDFDocument, gauge: AutoGauge, width: number) {
  const x = doc.x;
  const y = doc.y + 6;
  const band = width / BAND_COLOURS.length;
  BAND_COLOURS.forEach((colour, i) => doc.rect(x + band * i, y, band, BAR_HEIGHT).fill(colour));
  const marker = x + Math.min(1, Math.max(0, gauge.fill)) * width;
  doc.rect(marker - 2, y - 5, 4, BAR_HEIGHT + 10).fill("#111827");
  doc.x = x;
  doc.y = y + BAR_HEIGHT + 12;
}
