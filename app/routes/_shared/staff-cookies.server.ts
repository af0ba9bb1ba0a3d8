import { createCookie, type Cookie } from "react-router";

/**
 * The staff session cookie: `__Host-` in production (Secure, this host only, path /), a plain name on
 * this machine's own http://*.localhost addresses, where browsers other than Chromium drop Secure
 * cookies. It carries a random id, signed; the server keeps its hash (staff_sessions).
 */
export interface StaffCookies {
  session(secure: boolean): Cookie;
  /** The passkey challenge the browser was just given, for five minutes. */
  challenge(secure: boolean): Cookie;
}

export function staffCookies(secrets: string[]): StaffCookies {
  const options = { httpOnly: true, sameSite: "lax" as const, path: "/", secrets };
  const pair = (name: string, maxAge?: number) => {
    const secureCookie = createCookie(`__Host-${name}`, { ...options, secure: true, maxAge });
    const localCookie = createCookie(name, { ...options, maxAge });
    return (secure: boolean) => (secure ? secureCookie : localCookie);
  };
  return { session: pair("staff_session"), challenge: pair("staff_challenge", 300) };
}
