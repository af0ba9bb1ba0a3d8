/**
 * The home page's title: the dealer, what they sell and where, the place being the site's
 * `override_city` or else its main yard's city (spec 001 section 3, issue 56).
 */
export function homeTitle(name: string, city: string | null): string {
  return `${name} | New, demo and used vehicles${city ? ` in ${city}` : ""}`;
}

/** The city a site is known by: its own word for it, else its main yard's. */
export function siteCity(
  overrideCity: string | null,
  yards: readonly { primary: boolean; address: { city: string } | null }[],
): string | null {
  if (overrideCity) return overrideCity;
  const main = yards.find((yard) => yard.primary) ?? yards[0];
  return main?.address?.city ?? null;
}
