/** JSON for a script element: '<' escaped so the text can never close the element early. */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Structured data (schema.org JSON-LD) for search engines. */
export function JsonLd({ value }: { value: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(value) }} />;
}
