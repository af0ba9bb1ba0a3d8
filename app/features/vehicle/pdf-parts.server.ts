/** The pieces both vehicle PDFs (the print page and the car analysis) are drawn with. */

export const PAGE_MARGIN = 48;

export function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.font("Helvetica-Bold").fontSize(13).fillColor("#111827").text(text);
  doc.moveDown(0.25);
}

export function labelled(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font("Helvetica-Bold").fontSize(10).fillColor("#4b5563").text(`${label}: `, { continued: true });
  doc.font("Helvetica").fillColor("#111827").text(value);
}

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
