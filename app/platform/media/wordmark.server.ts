import sharp from "sharp";
import { escapeHtml } from "../text/escape-xml";

/** A long name on two lines of about the same length, so the mark keeps a logo's shape. */
export function wordmarkLines(name: string): string[] {
  const words = name.trim().split(/\s+/);
  if (name.length <= 12 || words.length < 2) return [name.trim()];
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const gap = (at: number) => Math.abs(words.slice(0, at).join(" ").length - words.slice(at).join(" ").length);
    if (gap(i) < gap(best)) best = i;
  }
  return [words.slice(0, best).join(" "), words.slice(best).join(" ")];
}

/** The mark's size: a logo's usual shape (180 by 48), drawn at twice that for sharp screens. */
export const WORDMARK = { width: 360, height: 96 } as const;

/**
 * A logo drawn from a name, for a site made before its dealer sends one: the name in bold in the
 * site's colour on a transparent PNG (drawn here, so no sent SVG is ever served).
 */
export async function drawWordmark(name: string, colour: string): Promise<Buffer> {
  const lines = wordmarkLines(name);
  const lineHeight = WORDMARK.height / lines.length;
  const longest = Math.max(...lines.map((l) => l.length));
  const fontSize = Math.floor(Math.min(lineHeight * 0.78, (WORDMARK.width - 8) / (0.64 * longest)));
  const text = lines
    .map(
      (line, i) =>
        `<text x="4" y="${Math.round(lineHeight * i + lineHeight / 2 + fontSize * 0.36)}">${escapeHtml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WORDMARK.width}" height="${WORDMARK.height}"><g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="${colour}">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
