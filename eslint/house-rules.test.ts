import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import house from "./house-rules.js";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => path.join(process.cwd(), "app", file);
const scripts = (file: string) => path.join(process.cwd(), "scripts", file);

describe("house/layers", () => {
  tester.run("layers", house.rules.layers, {
    valid: [
      { filename: at("platform/http/context.ts"), code: 'import { x } from "../tenancy/site-scope";' },
      {
        filename: at("features/listing/listing.server.ts"),
        code: 'import { searchCars } from "~/features/search/index.server";',
      },
      {
        filename: at("features/listing/listing-page.tsx"),
        code: 'import { CarCard } from "~/features/cars/components";',
      },
      { filename: at("features/listing/listing-view.ts"), code: 'import { priceDisplay } from "~/features/cars";' },
      { filename: at("features/listing/listing-view.ts"), code: 'import { x } from "./listing-url";' },
      {
        filename: at("features/vehicle/vehicle-page.tsx"),
        code: 'const w = () => import("~/features/finance/finance-calculator-widget");',
      },
      { filename: at("routes/vehicle.tsx"), code: 'import { VehiclePage } from "~/features/vehicle/components";' },
      { filename: at("routes/console/offers.tsx"), code: 'import { X } from "~/features/offers/console-components";' },
      {
        filename: at("routes/console/lead.tsx"),
        code: 'import { addLeadNote } from "~/features/console-inbox/index.server";',
      },
      { filename: scripts("seed.ts"), code: 'import { seedDemoSites } from "~/features/demo/index.server";' },
      { filename: scripts("bench-search.ts"), code: 'import { x } from "../tests/support/synthetic-cars";' },
    ],
    invalid: [
      {
        filename: at("platform/http/context.ts"),
        code: 'import type { Shopper } from "~/features/accounts";',
        errors: [{ messageId: "upward" }],
      },
      {
        filename: at("platform/boot.ts"),
        code: 'import { appServices } from "~/services.server";',
        errors: [{ messageId: "upward" }],
      },
      {
        filename: at("ui/button.tsx"),
        code: 'import { x } from "../features/cars/card-view";',
        errors: [{ messageId: "upward" }],
      },
      {
        filename: at("features/listing/listing.server.ts"),
        code: 'import { run } from "~/features/search/run-search";',
        errors: [{ messageId: "deep" }],
      },
      {
        filename: at("features/listing/listing.server.ts"),
        code: 'export { run } from "../search/run-search";',
        errors: [{ messageId: "deep" }],
      },
      {
        filename: at("features/leads/lead-store.server.ts"),
        code: 'import { visitOf } from "~/routes/_shared/visit.server";',
        errors: [{ messageId: "featureToRoute" }],
      },
      // Issue 52: a shopper's page imports nothing of the console's areas.
      {
        filename: at("routes/vehicle.tsx"),
        code: 'import { SaveButton } from "~/features/console/components";',
        errors: [{ messageId: "consoleInShop" }],
      },
      {
        filename: at("root.tsx"),
        code: 'import { may } from "~/features/console-staff";',
        errors: [{ messageId: "consoleInShop" }],
      },
      // Issue 52: routes and scripts meet a feature at its faces too.
      {
        filename: at("routes/vehicle.tsx"),
        code: 'import { VehiclePage } from "~/features/vehicle/vehicle-page";',
        errors: [{ messageId: "deep" }],
      },
      {
        filename: at("routes/console/page.tsx"),
        code: 'import { contentState } from "../../features/console-content/content-rules";',
        errors: [{ messageId: "deep" }],
      },
      {
        filename: scripts("leads.ts"),
        code: 'import { leadReport } from "~/features/leads/lead-store.server";',
        errors: [{ messageId: "deep" }],
      },
      {
        filename: at("features/leads/lead-store.server.ts"),
        code: 'import { servicesContext } from "~/services.server";',
        errors: [{ messageId: "featureToRoute" }],
      },
    ],
  });
});

describe("house/no-http-in-features", () => {
  tester.run("no-http-in-features", house.rules["no-http-in-features"], {
    valid: [
      { filename: at("features/leads/lead-form.tsx"), code: 'import { Form, useFetcher } from "react-router";' },
      {
        filename: at("routes/checkout.server.ts"),
        code: 'import { data, redirect } from "react-router"; export const f = (r: Request) => new Response(r.url);',
      },
      {
        filename: at("features/checkout/stripe-payments.server.ts"),
        code: "export const f = async (url: string) => (await fetch(url)).json();",
      },
      {
        filename: at("features/offers/offer-console.server.ts"),
        code: 'export const f = () => ({ ok: false, reason: "not-found", status: "holding" });',
      },
      {
        filename: at("features/finance/finance-form.tsx"),
        code: "export const f = (form: FormData) => form.get('amount');",
      },
      {
        filename: at("routes/console/offer.tsx"),
        code: 'export const f = (form: FormData) => ({ status: 404, error: String(form.get("x")) });',
      },
    ],
    invalid: [
      {
        filename: at("features/checkout/checkout.server.ts"),
        code: 'import { data, redirect } from "react-router";',
        errors: [{ messageId: "helper" }, { messageId: "helper" }],
      },
      {
        filename: at("features/leads/visit.server.ts"),
        code: 'import { createCookie } from "react-router";',
        errors: [{ messageId: "helper" }],
      },
      {
        filename: at("features/leads/lead.server.ts"),
        code: "export function f(request: Request) { return request.url; }",
        errors: [{ messageId: "request" }],
      },
      {
        filename: at("features/search/api.server.ts"),
        code: "export const f = () => Response.json({});",
        errors: [{ messageId: "response" }],
      },
      {
        filename: at("features/search/api.server.ts"),
        code: "export const f = () => new Response(null);",
        errors: [{ messageId: "response" }],
      },
      {
        filename: at("features/leads/submit-lead.server.ts"),
        code: "export function f(form: FormData) { return form.get('name'); }",
        errors: [{ messageId: "formData" }],
      },
      {
        filename: at("features/offers/offer-console.server.ts"),
        code: 'export const f = () => ({ ok: false, status: 404, error: "No such offer" });',
        errors: [{ messageId: "status" }],
      },
      {
        filename: at("features/offers/offer-console.server.ts"),
        code: "export type W = { ok: false; status: 400 | 404; error: string };",
        errors: [{ messageId: "status" }],
      },
    ],
  });
});

describe("house/staff-writes-audited", () => {
  const file = at("features/offers/offer-console.server.ts");
  tester.run("staff-writes-audited", house.rules["staff-writes-audited"], {
    valid: [
      {
        filename: file,
        code: `export async function removeOffer(scope, staff: StaffMember, id) {
          await scope.db.transaction(async (tx) => {
            await tx.delete(offers).where(x);
            await recordAudit(tx, scope.siteId, { staffId: staff.staffId, action: "offer.remove", entity: "offer" });
          });
        }`,
      },
      {
        filename: file,
        code: `export const publish = (db, staffId) => publishSiteConfig(db, 1, "a", {}, {
          alongside: (tx, n) => recordAudit(tx, 1, { staffId, action: "settings.publish", entity: "settings" }),
        });`,
      },
      // A write no staff member makes (a scheduled run, a shopper's lead) is not a staff write.
      { filename: file, code: "export async function claimDue(db, now) { await db.update(feeds).set({}); }" },
      // A media store's delete is no database write.
      {
        filename: file,
        code: "export async function drop(media, staff: StaffMember, key) { await media.delete(key); }",
      },
    ],
    invalid: [
      {
        filename: file,
        code: `export async function removeFeed(scope, staff: StaffMember, id) {
          await scope.db.delete(feeds).where(x);
        }`,
        errors: [{ messageId: "unaudited" }],
      },
      {
        filename: file,
        code: `export async function endSession(scope, staffId, hash) {
          await scope.db.update(sessions).set({ revoked_at: new Date() });
        }`,
        errors: [{ messageId: "unaudited" }],
      },
      {
        filename: file,
        code: `export async function addFeed(scope, staff: StaffMember, feed) {
          await scope.db.insert(feeds).values(feed);
          await recordAudit(scope.db, scope.siteId, { staffId: staff.staffId, action: "feed.add", entity: "feed" });
        }`,
        errors: [{ messageId: "outside" }],
      },
      {
        filename: at("routes/console/imports.tsx"),
        code: `export async function action({ context }) {
          await recordAudit(db, 1, { staffId: 1, action: "feed.remove", entity: "feed" });
        }`,
        errors: [{ messageId: "outside" }],
      },
    ],
  });
});
