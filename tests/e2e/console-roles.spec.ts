import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { localCommand } from "./shopper";
import { siteRequest, siteUrl } from "./sites";

// Issue 39: every console page and action answers each role as its grants say, refuses staff of
// another site, and answers nobody without a session.
const SITE = "metro-used";
const OTHER = "southern-cross";
type Who = "owner" | "manager" | "sales" | "other site's owner" | "nobody";

/** A staff member's session cookie, signed in over HTTP by their e-mailed link. */
async function sessionCookie(request: APIRequestContext, baseURL: string | undefined, site: string, role: string) {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${site}.example`;
  const origin = new URL(siteUrl(site, "/", baseURL)).origin;
  await localCommand(baseURL, `staff-invite?site=${site}&origin=${encodeURIComponent(origin)}`, { email, role });
  const mail = readdirSync("data/e2e-mail")
    .filter((f) => f.startsWith(`staff-sign-in-${site}-`))
    .map((f) => readFileSync(`data/e2e-mail/${f}`, "utf8").replace(/=\r?\n/g, ""))
    .find((m) => m.includes(`To: ${email}`))!;
  const token = /\/console\/sign-in\/([\w-]+)/.exec(mail)![1]!;
  const { url, headers } = siteRequest(site, `/console/sign-in/${token}`, baseURL);
  const signedIn = await request.post(url, { headers, form: {}, maxRedirects: 0 });
  expect(signedIn.status()).toBe(303);
  return signedIn.headers()["set-cookie"]!.split(";")[0]!;
}

const GRANTED: Record<string, Who[]> = {
  "GET /console/dashboard": ["owner", "manager", "sales"],
  "GET /console/leads": ["owner", "manager", "sales"],
  "GET /console/leads/:id": ["owner", "manager", "sales"],
  "GET /console/leads.csv": ["owner", "manager", "sales"],
  "POST /console/leads/:id": ["owner", "manager", "sales"],
  "GET /console/staff": ["owner"],
  "POST /console/staff": ["owner"],
  "GET /console/audit": ["owner"],
  "GET /console/account": ["owner", "manager", "sales"],
  "GET /console/stock": ["owner", "manager", "sales"],
  "POST /console/stock": ["owner", "manager"],
  "GET /console/stock/new": ["owner", "manager"],
  "GET /console/stock/:car": ["owner", "manager", "sales"],
  "POST /console/stock/:car": ["owner", "manager"],
  "POST /console/stock/:car/photos": ["owner", "manager"],
  "GET /console/imports": ["owner", "manager"],
  "GET /console/offers": ["owner", "manager"],
  "GET /console/offers/new": ["owner", "manager"],
  "GET /console/settings": ["owner", "manager"],
  "POST /console/settings": ["owner", "manager"],
  // Issue 55: the domains, the lead e-mail and the lead webhook are the owner's alone.
  "POST /console/settings#owner-only": ["owner"],
  "GET /console/settings/history": ["owner", "manager"],
  "POST /console/imports": ["owner", "manager"],
  "GET /console/pages": ["owner", "manager"],
  "GET /console/pages/new": ["owner", "manager"],
  "POST /console/pages/new": ["owner", "manager"],
  // A platform operator's alone (tests/e2e/console-sites.spec.ts): no site's owner sees every site.
  "GET /console/sites": [],
  "GET /console/sites/new": [],
  "POST /console/sites/new": [],
};

/** What each POST sends: a note no page reads, unless the route needs its own. */
const FORMS: Record<string, Record<string, string>> = {
  "POST /console/staff": { intent: "role", staff: "0", role: "sales" },
  "POST /console/settings#owner-only": {
    intent: "save",
    area: "business",
    revision: "999999",
    "contact.lead_email": "leads@elsewhere.example",
  },
};

/** A granted POST whose form asks for nothing real answers 400 with its reason; every other granted call 200. */
const GRANTED_STATUS: Record<string, number> = {
  "POST /console/staff": 400,
  "POST /console/stock": 400,
  "POST /console/stock/:car": 400,
  "POST /console/stock/:car/photos": 400,
  "POST /console/imports": 400,
  "POST /console/settings": 400,
  // The owner may change the lead e-mail; this form was opened at a revision long gone, so nothing is written.
  "POST /console/settings#owner-only": 409,
  "POST /console/pages/new": 400,
};

test("issue 39: the role × action matrix of the console", async ({ request, baseURL }) => {
  const cookies: Record<Who, string | null> = {
    owner: await sessionCookie(request, baseURL, SITE, "owner"),
    manager: await sessionCookie(request, baseURL, SITE, "manager"),
    sales: await sessionCookie(request, baseURL, SITE, "sales"),
    "other site's owner": await sessionCookie(request, baseURL, OTHER, "owner"),
    nobody: null,
  };
  const list = siteRequest(SITE, "/console/leads", baseURL);
  const page = await (await request.get(list.url, { headers: { ...list.headers, cookie: cookies.owner! } })).text();
  const leadId = /\/console\/leads\/(\d+)/.exec(page)![1]!;
  const stock = siteRequest(SITE, "/console/stock", baseURL);
  const stockPage = await (
    await request.get(stock.url, { headers: { ...stock.headers, cookie: cookies.owner! } })
  ).text();
  const carId = /\/console\/stock\/(\d+)/.exec(stockPage)![1]!;

  const answers: string[] = [];
  for (const [route, granted] of Object.entries(GRANTED)) {
    const [method, path] = route.split(" ") as ["GET" | "POST", string];
    for (const who of Object.keys(cookies) as Who[]) {
      const { url, headers } = siteRequest(SITE, path.replace(":id", leadId).replace(":car", carId), baseURL);
      const withCookie = cookies[who] ? { ...headers, cookie: cookies[who]! } : headers;
      const response =
        method === "GET"
          ? await request.get(url, { headers: withCookie, maxRedirects: 0 })
          : await request.post(url, {
              headers: withCookie,
              form: FORMS[route] ?? { intent: "note", note: `Matrix check by ${who}` },
              maxRedirects: 0,
            });
      const expected = granted.includes(who)
        ? (GRANTED_STATUS[route] ?? 200)
        : cookies[who] && who !== "other site's owner"
          ? 403
          : method === "GET"
            ? 302
            : 401;
      answers.push(
        `${route} as ${who}: ${response.status() === expected ? "as granted" : `${response.status()}, not ${expected}`}`,
      );
    }
  }
  expect(answers.filter((a) => !a.endsWith("as granted"))).toEqual([]);
});
