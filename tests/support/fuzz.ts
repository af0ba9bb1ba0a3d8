import fc from "fast-check";
import { siteFetch, visitForm, type ServerProcess } from "./server-process";

/**
 * Malformed requests for every route and form action of the route table, generated with
 * fast-check: broken paths and queries (NUL bytes, bad percent-encoding, "//" and dot segments,
 * huge numbers), and bodies of every wrong kind (JSON to a form, text, truncated multipart, random
 * bytes, the right fields with wrong values), sent from the site's own pages and from other sites,
 * signed in and not, so the fuzz reaches past the forgery check into each action. Any answer of 500
 * or more is a bug.
 */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface FuzzTarget {
  name: string;
  requests: fc.Arbitrary<FuzzRequest>;
}

export interface FuzzContext {
  carSlug: string;
  cookie: string;
  origin: string;
}

export const nasty = fc.oneof(
  fc.constantFrom(
    "",
    "%00",
    "a%00b",
    "%",
    "%E0%A4%A",
    "%2e%2e",
    "..",
    ".",
    "//",
    "/./",
    "%2F%2F",
    "B]",
    "[",
    "\\",
    "%5C",
    "😀",
    "%F0%9F%98%80",
    "a".repeat(3000),
    "null",
    "undefined",
    "NaN",
    "-1",
    "0",
    "3000000000",
    "1e308",
    "9".repeat(40),
    "<script>",
    "' or 1=1--",
    "${x}",
    "__proto__",
    "constructor",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);
// Encoded, sometimes with its "%" left bare so that escapes come out broken.
const segment = fc
  .tuple(nasty, fc.boolean())
  .map(([s, bare]) => (bare ? encodeURIComponent(s).replace(/%25/gi, "%") : encodeURIComponent(s)));
// A client can send only printable ASCII in a request target; anything else goes encoded.
export const rawSegment = fc.oneof(
  segment,
  nasty.filter((s) => /^[\x21-\x7e]*$/.test(s) && !/[#?]/.test(s)),
);
export const query = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom(
        "car_id",
        "cars",
        "redirect",
        "back",
        "type",
        "page",
        "sort",
        "q",
        "src",
        "w",
        "q",
        "fm",
        "make",
        "model",
        "range[price]",
        "price_max",
        "phone_number",
        "show",
        "form",
        "car",
        "_data",
        "index",
        "_routes",
      ),
      fc.string({ maxLength: 12 }),
    ),
    rawSegment,
    { maxKeys: 5 },
  )
  .map((params) =>
    Object.entries(params)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v.replaceAll("&", "%26")}`)
      .join("&"),
  );

const fieldNames = [
  "form_token",
  "name",
  "last_name",
  "email",
  "phone",
  "phone_number",
  "postcode",
  "message",
  "category",
  "dealership_slug",
  "appointment_at",
  "distribution_location",
  "rego",
  "opt_in",
  "terms_conditions",
  "website",
  "intent",
  "code",
  "first_name",
  "car_id",
  "redirect",
  "everywhere",
  "event_id",
  "label",
  "url",
  "queries",
  "price",
  "term",
  "credit_score",
  "amount",
  "selfAssessedCreditScore",
  "card_number",
];
const jsonValue = fc.jsonValue({ maxDepth: 3 });

/** A body of a random wrong (or right) kind, its fields named from `names`. */
export function bodies(
  names: readonly string[] = fieldNames,
  values: fc.Arbitrary<string> = fc.oneof(nasty, fc.string({ maxLength: 60 })),
): fc.Arbitrary<{ headers: Record<string, string>; body?: string | Buffer }> {
  const formFields = fc.dictionary(fc.constantFrom(...names), values, { maxKeys: 12 });
  return fc.oneof(
    formFields.map((fields) => ({
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    })),
    // The same field more than once ("amount=1&amount=2"): a form's rules must never meet a list.
    fc
      .array(fc.tuple(fc.constantFrom(...names), values), {
        minLength: 2,
        maxLength: 8,
      })
      .map((pairs) => [...pairs, ...pairs.slice(0, 2)])
      .map((pairs) => ({
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(pairs).toString(),
      })),
    fc
      .dictionary(fc.constantFrom(...names), jsonValue, { maxKeys: 10 })
      .map((fields) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(fields) })),
    jsonValue.map((value) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(value) })),
    fc
      .tuple(
        fc.constantFrom(
          "application/json",
          "application/x-www-form-urlencoded",
          "text/plain",
          "text/csv",
          "application/x-ndjson",
          "multipart/form-data",
        ),
        fc.string({ maxLength: 200 }),
      )
      .map(([type, text]) => ({ headers: { "content-type": type }, body: text })),
    fc.tuple(formFields, fc.nat(200)).map(([fields, cut]) => {
      const parts = Object.entries(fields).map(
        ([k, v]) => `--XyZ\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
      );
      const whole = `${parts.join("")}--XyZ--\r\n`;
      return {
        headers: { "content-type": "multipart/form-data; boundary=XyZ" },
        body: whole.slice(0, Math.min(whole.length, cut + 20)),
      };
    }),
    fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => ({ headers: { "content-type": "application/octet-stream" }, body: Buffer.from(bytes) })),
    fc.constant({ headers: {} }),
  );
}

export const get = (path: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> =>
  fc
    .tuple(path, query)
    .map(([p, q]) => ({ method: "GET", path: q ? `${p}?${q}` : p, headers: { accept: "text/html" } }));

/** Mostly from the site's own pages (to reach the actions), sometimes from another site or from no browser at all. */
function post(context: FuzzContext, path: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  const from = fc.constantFrom<Record<string, string>>(
    { origin: context.origin, "sec-fetch-site": "same-origin" },
    { origin: context.origin },
    {},
    { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  );
  return fc
    .tuple(path, bodies(), fc.boolean(), fc.constantFrom("text/html", "application/json", "*/*"), from)
    .map(([p, body, signedIn, accept, origin]) => ({
      method: "POST",
      path: p,
      headers: { ...body.headers, accept, ...origin, ...(signedIn ? { cookie: context.cookie } : {}) },
      body: body.body,
    }));
}

/** Methods no page answers, and Host headers no site has: each must be a 4xx, never a 5xx. */
const oddMethods = fc.constantFrom("TRACE", "PROPFIND", "PATCH", "DELETE", "PUT", "OPTIONS", "FOO");
const oddHosts = fc.constantFrom(
  "a@b",
  "user:pass@metro-used.localhost",
  "",
  "metro-used.localhost:99999999",
  "[::1",
  "evil.example",
  "%00",
  "x".repeat(300),
);

export function fuzzTargets(context: FuzzContext): FuzzTarget[] {
  const car = fc.constantFrom(context.carSlug);
  const carOrNasty = fc.oneof(car, rawSegment);
  const forms = fc.constantFrom("enquire", "test-drive", "request-photos", "find-similar");
  const formOrNasty = fc.oneof(forms, rawSegment);
  const carForm = fc.tuple(carOrNasty, formOrNasty).map(([c, f]) => `/cars/${c}/${f}`);
  const anyPath = fc.array(rawSegment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join("/")}`);
  return [
    {
      name: "GET any path",
      requests: get(
        fc.oneof(
          anyPath,
          anyPath.map((p) => `/${p}`),
          anyPath.map((p) => `${p}.data`),
        ),
      ),
    },
    { name: "GET /", requests: get(fc.constant("/")) },
    {
      name: "any method on any path",
      requests: fc
        .tuple(oddMethods, fc.constantFrom("/", "/contact", "/finance", "/search/used-cars", "/api/leads", "/img"))
        .map(([method, path]) => ({ method, path, headers: { accept: "text/html" } })),
    },
    {
      name: "odd Host headers",
      requests: fc
        .tuple(oddHosts, fc.constantFrom("GET", "POST"), fc.constantFrom("/", "/contact", "/sitemap.xml"))
        .map(([host, method, path]) => ({ method, path, headers: { host, accept: "text/html" } })),
    },
    {
      name: "GET /search/*",
      requests: get(fc.array(rawSegment, { maxLength: 3 }).map((parts) => `/search/${parts.join("/")}`)),
    },
    {
      name: "GET /used-car/*",
      requests: get(fc.array(rawSegment, { maxLength: 3 }).map((parts) => `/used-car/${parts.join("/")}`)),
    },
    { name: "GET /cars/{slug}", requests: get(carOrNasty.map((c) => `/cars/${c}`)) },
    { name: "GET /cars/{slug}/view.json", requests: get(carOrNasty.map((c) => `/cars/${c}/view.json`)) },
    { name: "GET /cars/{slug}/autogauge", requests: get(carOrNasty.map((c) => `/cars/${c}/autogauge`)) },
    { name: "GET /cars/{slug}/{form}", requests: get(carForm) },
    { name: "GET /img", requests: get(fc.constant("/img")) },
    {
      name: "GET /media/*",
      requests: get(fc.array(rawSegment, { maxLength: 4 }).map((parts) => `/media/${parts.join("/")}`)),
    },
    { name: "GET /print", requests: get(fc.constant("/print")) },
    { name: "GET /compare", requests: get(fc.constant("/compare")) },
    { name: "GET /sign-in", requests: get(fc.constant("/sign-in")) },
    {
      name: "GET gated pages",
      requests: get(fc.constantFrom("/watchlist", "/my-garage", "/favourites", "/success", "/dev/sms-outbox")),
    },
    { name: "GET /api/check-if-contact-exists", requests: get(fc.constant("/api/check-if-contact-exists")) },
    { name: "POST /cars/{slug}/{form}", requests: post(context, carForm) },
    { name: "POST /contact", requests: post(context, fc.constant("/contact")) },
    { name: "POST /sign-in", requests: post(context, fc.constant("/sign-in")) },
    { name: "POST /sign-out", requests: post(context, fc.constant("/sign-out")) },
    {
      name: "POST /api/leads",
      requests: post(
        context,
        fc
          .tuple(fc.oneof(forms, fc.constant("general"), rawSegment), carOrNasty)
          .map(([f, c]) => `/api/leads?form=${f}&car=${c}`),
      ),
    },
    { name: "POST /api/search", requests: post(context, fc.constant("/api/search")) },
    { name: "POST /api/youx/quote", requests: post(context, fc.constant("/api/youx/quote")) },
    { name: "POST /api/analytics", requests: post(context, fc.constant("/api/analytics")) },
    { name: "POST /api/rate-limit", requests: post(context, fc.constant("/api/rate-limit")) },
    {
      name: "POST /api/watchlist/{operation}",
      requests: post(
        context,
        fc.oneof(fc.constantFrom("save-car", "remove-car"), rawSegment).map((op) => `/api/watchlist/${op}`),
      ),
    },
    {
      name: "POST /api/inventory/cars",
      requests: post(context, fc.constant("/api/inventory/cars")).map((r) => ({
        ...r,
        headers: { ...r.headers, authorization: "Bearer fuzz-token" },
      })),
    },
    {
      name: "POST /cars/{slug}/phone-reveal",
      requests: post(
        context,
        carOrNasty.map((c) => `/cars/${c}/phone-reveal`),
      ),
    },
    {
      name: "POST page routes",
      requests: post(
        context,
        fc.constantFrom(
          "/",
          "/search/used-cars",
          "/cars/x",
          "/compare",
          "/watchlist",
          "/img",
          "/print",
          "/finance",
          "/finance-enquiry",
          "/trade-in",
          "/alerts/save",
        ),
      ),
    },
  ];
}

export interface FuzzResult {
  name: string;
  runs: number;
  /** Answers of 500 or more, with the request that got each. */
  failures: { status: number; request: FuzzRequest }[];
}

/** Sends `runs` generated requests for the target, 8 at a time, and keeps every 5xx. */
export async function fuzz(
  server: ServerProcess,
  site: string,
  target: FuzzTarget,
  runs: number,
  seed?: number,
): Promise<FuzzResult> {
  const requests = fc.sample(target.requests, { numRuns: runs, seed });
  const failures: FuzzResult["failures"] = [];
  for (let i = 0; i < requests.length; i += 8) {
    await Promise.all(
      requests.slice(i, i + 8).map(async (request) => {
        const status = await siteFetch(server, site, request.path, request).then(
          async (r) => (await r.arrayBuffer(), r.status),
          () => 599,
        );
        if (status >= 500) failures.push({ status, request });
      }),
    );
  }
  return { name: target.name, runs, failures };
}

/** A shopper's context to fuzz with: a real car, and a cookie and token from a real visit. */
export async function fuzzContext(server: ServerProcess, site: string): Promise<FuzzContext> {
  const found = await siteFetch(server, site, "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries: [{ filters: "status:in_stock", hitsPerPage: 1 }] }),
  });
  const carSlug = ((await found.json()) as { results: { hits: { slug: string }[] }[] }).results[0]!.hits[0]!.slug;
  const visit = await visitForm(server, site);
  return { carSlug, cookie: visit.cookie, origin: `http://${site}.localhost:${server.port}` };
}
