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
