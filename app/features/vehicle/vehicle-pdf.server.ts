import { BUSY } from "~/platform/async/concurrency-limit";
import type { ImageService } from "~/platform/images/transform.server";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import { collect, heading, labelled, newPdf, PAGE_MARGIN } from "./pdf-parts.server";
import type { VehicleView } from "./vehicle-view";

const PHOTO_WIDTH = 1024;

/** The printable vehicle page (spec 000 section 2, Print): photo, title, price, key specs, dealer and location. */
export async function vehiclePdf(view: VehicleView, config: SiteConfig, images: ImageService): Promise<Buffer> {
  const photo = await photoJpeg(view, images);
  const doc = await newPdf({
    margin: PAGE_MARGIN,
    info: { Title: view.car.name, Author: config.name, Subject: `Stock number ${view.car.stocknum}` },
  });
  const done = collect(doc);
  const width = doc.page.width - PAGE_MARGIN * 2;

  doc.font("Helvetica-Bold").fontSize(10).fillColor(config.theme.colors.primary).text(config.name.toUpperCase());
  doc.moveDown(0.5);
  if (photo) {
    doc.image(photo, { fit: [width, 300], align: "center" });
    doc.moveDown(0.5);
  }
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#111827").text(view.car.name, { width });
  if (view.car.subtitle) doc.font("Helvetica").fontSize(11).fillColor("#4b5563").text(view.car.subtitle);
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#111827").text(priceLine(view));
  doc.moveDown();

  heading(doc, "Key information");
  for (const row of [...view.keyInformation, ...view.specifications.rows.slice(0, 8)])
    labelled(doc, row.label, row.value);
  doc.moveDown();

  heading(doc, "Dealer");
  doc.font("Helvetica").fontSize(11).fillColor("#111827").text(config.name);
  for (const card of view.location.cards.slice(0, 1)) {
    doc.text(card.name);
    doc.text(card.address);
    if (card.phone) doc.text(`Phone ${card.phone}`);
  }
  if (view.phone) doc.text(`Sales ${view.phone.phone}`);
  doc.moveDown();
  doc.font("Helvetica").fontSize(8).fillColor("#4b5563").text(`${view.share.url}\n${view.disclaimer}`, { width });
  doc.end();
  return done;
}

function priceLine(view: VehicleView): string {
  const price = view.price;
  if (!price) return "Sold";
  if (price.kind === "subscription") return `${price.text}${price.suffix}`;
  if (price.kind === "price") return [price.text, price.priceType].filter(Boolean).join(" ");
  return price.text;
}

/** The first photo through the image pipeline as JPEG, which PDF embeds natively; none when it can't be read. */
async function photoJpeg(view: VehicleView, images: ImageService): Promise<Buffer | null> {
  const first = view.media.slides.find((s) => s.kind === "image");
  if (!first) return null;
  const image = await images.transform({ src: first.src, w: PHOTO_WIDTH, q: 80, fm: "jpeg" }).catch(() => null);
  return image && image !== BUSY ? image.body : null;
}
