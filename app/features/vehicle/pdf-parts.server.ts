/** The pieces the vehicle PDFs (the print page, the car analysis, the history report) are drawn with. */

export const PAGE_MARGIN = 48;

/**
 * A new A4 document. pdfkit (a quarter of a second of a core to load, with its fonts) is loaded with
 * the first PDF asked for, not with every server that starts.
 */
export async function newPdf(options: Omit<PDFKit.PDFDocumentOptions, "size">): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import("pdfkit");
  return new PDFDocument({ size: "A4", ...options });
}

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
