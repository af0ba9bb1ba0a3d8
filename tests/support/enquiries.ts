import { and, eq, like } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { leads } from "~/platform/db/schema";
import { siteFetch, visitForm, type ServerProcess } from "./server-process";

/**
 * Many shoppers sending the general enquiry of /contact at once, each from an address of their own
 * (the server trusts the loopback proxy's X-Forwarded-For), each form rendering with its own token.
 */
export interface Enquiry {
  index: number;
  token: string;
  message: string;
}

export function enquiries(label: string, count: number): Enquiry[] {
  return Array.from({ length: count }, (_, index) => ({
    index,
    token: `${label}-${index}-token`,
    message: `${label} enquiry number ${index}`,
  }));
}

export type Outcome = "acknowledged" | "refused" | "lost";

/** Sends one enquiry: acknowledged (303 to /success), refused with an answer (4xx/503: the shopper is told), or lost (5xx other than 503, or no answer at all). */
export async function sendEnquiry(
  server: ServerProcess,
  session: { cookie: string },
  enquiry: Enquiry,
): Promise<{ outcome: Outcome; status: number }> {
  const body = new URLSearchParams({
    form_token: enquiry.token,
    category: "General Enquiry",
    name: "Crash",
    last_name: `Tester ${enquiry.index}`,
    email: `crash-${enquiry.index}@example.com`,
    phone: "0412 345 678",
    postcode: "2000",
    message: enquiry.message,
    terms_conditions: "on",
  }).toString();
  const address = `10.${Math.floor(enquiry.index / 250) + 1}.${enquiry.index % 250}.7`;
  try {
    const response = await siteFetch(server, "metro-used", "/contact", {
      method: "POST",
      headers: {
        cookie: session.cookie,
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        "x-forwarded-for": address,
        origin: `http://metro-used.localhost:${server.port}`,
      },
      body,
    });
    if (response.status === 303 && response.headers.get("location") === "/success")
      return { outcome: "acknowledged", status: 303 };
    return { outcome: response.status < 500 || response.status === 503 ? "refused" : "lost", status: response.status };
  } catch {
    return { outcome: "lost", status: 0 };
  }
}

export async function firstVisit(server: ServerProcess) {
  return visitForm(server, "metro-used");
}

/** How many times each enquiry's message is stored for the site. */
export async function storedMessages(db: Database, siteId: number, label: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ message: leads.message })
    .from(leads)
    .where(and(eq(leads.site_id, siteId), like(leads.message, `${label} enquiry number %`)));
  const counts = new Map<string, number>();
  for (const { message } of rows) counts.set(message ?? "", (counts.get(message ?? "") ?? 0) + 1);
  return counts;
}
