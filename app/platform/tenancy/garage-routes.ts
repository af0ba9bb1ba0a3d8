/** Spec 001 section 2: the garage and the brand garage routes; each site serves the one it names (accounts.garage_route). */
export const GARAGE_ROUTES = ["/my-garage", "/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco"] as const;
