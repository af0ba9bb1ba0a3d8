/** A PDF the browser saves under `filename` (the print page, the Car Analysis). */
export function pdfDownload(pdf: Buffer, filename: string, maxAgeSeconds: number): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": `private, max-age=${maxAgeSeconds}`,
    },
  });
}
