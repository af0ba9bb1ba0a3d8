import type { SiteConfig } from "./site-config";

/** The site's theme as CSS variables on :root; components only use the semantic names. */
export function themeCss(theme: SiteConfig["theme"]): string {
  const vars: Record<string, string> = {
    "--site-font-heading": theme.fonts.heading,
    "--site-font-body": theme.fonts.body,
  };
  for (const [name, value] of Object.entries(theme.colors)) vars[`--site-${name.replaceAll("_", "-")}`] = value;
  const body = Object.entries(vars)
    .map(([k, v]) => `${k}:${v.replace(/[<>{};]/g, "")}`)
    .join(";");
  return `:root{${body}}`;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    const [r, g, bl] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text-on-background pairs every theme must keep readable (WCAG AA, 4.5:1). */
export function themeContrastPairs(colors: SiteConfig["theme"]["colors"]): [string, string, string][] {
  return [
    ["primary_foreground on primary", colors.primary_foreground, colors.primary],
    ["accent_foreground on accent", colors.accent_foreground, colors.accent],
    ["foreground on background", colors.foreground, colors.background],
    ["muted_foreground on background", colors.muted_foreground, colors.background],
    ["primary on background", colors.primary, colors.background],
    ["header_foreground on header_background", colors.header_foreground, colors.header_background],
    ["footer_foreground on footer_background", colors.footer_foreground, colors.footer_background],
  ];
}
