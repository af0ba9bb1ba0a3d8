import montserrat from "@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url";
import oswald from "@fontsource/oswald/files/oswald-latin-700-normal.woff2?url";
import playfairDisplay from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url";
import type { SiteConfig } from "./site-config";

/**
 * The heading faces the platform serves itself (Latin, bold, `font-display: swap`; their @font-face
 * rules are in app.css): a theme whose heading stack starts with one of these families gets it on
 * every device instead of whatever each device has. Other families fall back to the rest of the stack.
 */
const BUNDLED_HEADING_FONTS: Record<string, string> = {
  montserrat,
  oswald,
  "playfair display": playfairDisplay,
};

const firstFamily = (stack: string) =>
  (stack.split(",")[0] ?? "")
    .trim()
    .replace(/^['"]|['"]$/g, "")
    .toLowerCase();

/** The font file a theme's headings paint in, preloaded so the first paint of a heading is already in it. */
export function headingFontFile(fonts: SiteConfig["theme"]["fonts"]): string | null {
  return BUNDLED_HEADING_FONTS[firstFamily(fonts.heading)] ?? null;
}
