import { Marked } from "marked";
import { imageUrl } from "../images/image-url";
import { escapeHtml } from "../text/escape-xml";
import { isSafeLink } from "../text/safe-link";

/**
 * A site's pages and news posts from their Markdown, one renderer on the server and in the
 * console's live preview. HTML typed into the Markdown is shown as text, not run (staff write these
 * pages, and a page is no place for a script); a picture of the site's own goes through /img at a
 * page's width.
 */

const marked = new Marked({
  async: false,
  renderer: {
    html: (token) => escapeHtml(token.text),
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeLink(href)) return text;
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ""}>${text}</a>`;
    },
    image: ({ href, title, text }) => {
      if (!isSafeLink(href) || /^(mailto|tel):/i.test(href.trim())) return escapeHtml(text);
      const src = href.startsWith("/") ? imageUrl(href, { width: 1024 }) : href;
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ""} loading="lazy">`;
    },
  },
});

/** {{name}}, {{phone}}, {{email}}, {{url}} in a page's words, from the site's own; an unknown one (even {{__proto__}}) prints nothing. */
export function fillValues(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_whole, key: string) => (Object.hasOwn(values, key) ? values[key]! : ""));
}

export function renderMarkdown(text: string): string {
  return marked.parse(text, { async: false });
}
