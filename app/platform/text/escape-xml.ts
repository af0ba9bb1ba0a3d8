/** Text made safe inside XML or HTML, as element content or a quoted attribute (&#39;, which old mail clients read where they would not read &apos;). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" })[c]!);
}

/** Text made safe to put in HTML, in an element or an attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);
