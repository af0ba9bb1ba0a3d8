import fc from "fast-check";
import { bodies, get, nasty, query, rawSegment, type FuzzRequest, type FuzzTarget } from "./fuzz";
import type { StaffRoleToSign } from "./staff-session";

/**
 * The console's routes and actions fuzzed as the fuzz does the shop's (issue 53): ids that are no
 * number, too big or negative, every action's fields with wrong values and every wrong kind of body,
 * each request signed in as one of the site's roles. Any answer of 500 or more is a bug.
 */
export interface ConsoleFuzzContext {
  origin: string;
  /** A live session's Cookie header for each role. */
  cookies: Record<StaffRoleToSign, string>;
}

const intents = [
  "add-feed",
  "apply",
  "assign",
  "discard",
  "invite",
  "note",
  "options",
  "enrol",
  "preview",
  "preview-on",
  "preview-off",
  "publish",
  "remove",
  "remove-feed",
  "run-feed",
  "resend",
  "restore",
  "role",
  "save",
  "status",
  "unpublish",
  "upload",
  "verify",
  "location",
  "logo",
  "menus",
];
const consoleFields = [
  "intent",
  "send_key",
  "alt",
  "area",
  "assignee",
  "bulk",
  "by",
  "change",
  "confirm",
  "delivery",
  "feed",
  "file",
  "format",
  "full_feed",
  "image",
  "location",
  "logo",
  "lost_reason",
  "name",
  "number",
  "order",
  "photos",
  "picture",
  "revision",
  "role",
  "schedule",
  "staff",
  "status",
  "url",
  "version",
  "yard",
  "yards",
  "cars",
  "remove",
  "everywhere",
  "session",
  "email",
  "price",
  "title",
  "body",
  "slug",
  "stocknum",
  "year",
  "make",
  "model",
];
const consoleValues = fc.oneof(
  nasty,
  fc.constantFrom(...intents, "1", "2", "14", "true", "on", "owner", "sales", "manager", "csv", "json", "new"),
  fc.string({ maxLength: 40 }),
);

/** An id as a person, a script or an attacker might put it in the address. */
const id = fc.oneof(fc.constantFrom("1", "2", "14", "999999"), rawSegment);

const lists = [
  "/console",
  "/console/account",
  "/console/dashboard",
  "/console/leads",
  "/console/leads.csv",
  "/console/stock",
  "/console/stock/new",
  "/console/imports",
  "/console/offers",
  "/console/offers/new",
  "/console/pages",
  "/console/pages/new",
  "/console/settings",
  "/console/settings/history",
  "/console/staff",
  "/console/audit",
  "/console/sites",
  "/console/sites/new",
];
const withIds = [
  "/console/leads/{id}",
  "/console/stock/{id}",
  "/console/stock/{id}/photos",
  "/console/imports/{id}",
  "/console/imports/{id}/errors.csv",
  "/console/offers/{id}",
  "/console/pages/{id}",
];
/** Each console address by the name the route table gives it, and the paths to send it. */
const pages: [string, fc.Arbitrary<string>][] = [
  ["/console/* (every list and form page)", fc.constantFrom(...lists)],
  ...withIds.map((name): [string, fc.Arbitrary<string>] => [name, id.map((i) => name.replace("{id}", i))]),
];

function signedIn(context: ConsoleFuzzContext) {
  return fc.constantFrom(...(Object.keys(context.cookies) as StaffRoleToSign[])).map((role) => context.cookies[role]);
}

function consoleGet(context: ConsoleFuzzContext, path: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(get(path), signedIn(context))
    .map(([request, cookie]) => ({ ...request, headers: { ...request.headers, cookie } }));
}

function consolePost(context: ConsoleFuzzContext, path: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(path, query, bodies(consoleFields, consoleValues), signedIn(context), fc.constantFrom("text/html", "*/*"))
    .map(([p, q, body, cookie, accept]) => ({
      method: "POST",
      path: q ? `${p}?${q}` : p,
      headers: { ...body.headers, accept, cookie, origin: context.origin, "sec-fetch-site": "same-origin" },
      body: body.body,
    }));
}

/** Half the requests without the session cookie, as a person who is signing in sends them. */
function maybeSignedOut(request: FuzzRequest): FuzzRequest {
  if (request.path.length % 2) return request;
  const { cookie: _cookie, ...headers } = request.headers;
  return { ...request, headers };
}

/** One GET target and one POST target for each of the console's pages, and sign-out last (it ends sessions). */
export function consoleFuzzTargets(context: ConsoleFuzzContext): FuzzTarget[] {
  const each = ([name, path]: [string, fc.Arbitrary<string>]) => [
    { name: `GET ${name}`, requests: consoleGet(context, path) },
    { name: `POST ${name}`, requests: consolePost(context, path) },
  ];
  return [
    ...pages.flatMap(each),
    { name: "POST /console/passkeys", requests: consolePost(context, fc.constant("/console/passkeys")) },
    // Signing in comes before a session: the same requests, with a session or without one.
    ...["/console/sign-in", "/console/sign-in/passkey"].flatMap((path) => [
      { name: `GET ${path}`, requests: consoleGet(context, fc.constant(path)) },
      { name: `POST ${path}`, requests: consolePost(context, fc.constant(path)).map(maybeSignedOut) },
    ]),
    {
      name: "POST /console/sign-in/{token}",
      requests: consolePost(
        context,
        rawSegment.map((token) => `/console/sign-in/${token}`),
      ).map(maybeSignedOut),
    },
    { name: "POST /console/sign-out", requests: consolePost(context, fc.constant("/console/sign-out")) },
  ];
}
