import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { locationPage } from "~/features/locations/locations.server";
import {
  locationsDraft,
  previewConfig,
  publishSettings,
  restoreSettings,
  saveLocation,
} from "~/features/console-settings/index.server";
import { hoursName } from "~/features/console-settings/location-form";
import type { StaffMember } from "~/features/console-staff";
import { inviteStaff, staffOnSite } from "~/features/console-staff/index.server";
import { locations, special_hours } from "~/platform/db/schema";
import { DEPARTMENTS } from "~/platform/tenancy/location-config";
import { importSite } from "~/platform/tenancy/site-transfer.server";
import { publishedSiteConfig, servePublishedConfigs } from "~/platform/tenancy/site-versions.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 41: a yard's details, hours and holidays are drafted, previewed by their editor alone,
// published into the rows every page reads, and restored with the version they belong to.
let t: TestDatabase;
let owner: StaffMember;
const address = { street: "1 Main St", city: "Dubbo", state: "NSW", postcode: "2830", lat: -32.2, long: 148.6 };
const day = (weekday: number, open: string | null, close: string | null) => ({
  weekday,
  status: open ? ("open" as const) : ("closed" as const),
  open,
  close,
  formated_hours: "",
});
const week = [day(0, null, null), ...[1, 2, 3, 4, 5].map((d) => day(d, "08:30", "17:30")), day(6, "08:30", "16:00")];

async function addYard(scope: SiteScope, slug: string) {
  await scope.db.insert(locations).values({
    site_id: scope.siteId,
    name: `Yard ${slug}`,
    slug,
    location_type: "sales",
    address,
    contact_detail: { phone: "02 6000 0001", landline_phone: null, opening_hours: { sales: week } },
  });
}

beforeAll(async () => {
  t = await openTestDatabase();
  await addYard(t.scope("alpha"), "dubbo");
  await addYard(t.scope("bravo"), "dubbo");
  await servePublishedConfigs(t.handle.db, t.scopes.values());
  const alpha = t.scope("alpha");
  owner = (await staffOnSite(
    alpha,
    await inviteStaff(alpha, { email: "o@alpha.example", role: "owner", locationIds: [] }, null),
  ))!;
});
afterAll(() => t.close());

/** What the yard's form sends: every field as shown, with these changes. */
async function sent(changes: Record<string, string>) {
  const { draft, yard } = await locationsDraft(t.scope("alpha"), "dubbo");
  const values = new Map<string, string>([
    ["name", yard!.name],
    ["location_type", yard!.location_type],
    ["visible", "on"],
    ["address.street", yard!.address.street],
    ["address.city", yard!.address.city],
    ["address.state", yard!.address.state],
    ["address.postcode", yard!.address.postcode],
    ["address.lat", String(yard!.address.lat)],
    ["address.long", String(yard!.address.long)],
    ["contact_detail.phone", yard!.contact_detail.phone ?? ""],
  ]);
  for (const department of DEPARTMENTS)
    for (const d of yard!.contact_detail.opening_hours[department] ?? []) {
      values.set(hoursName(department, d.weekday, "status"), d.status);
      values.set(hoursName(department, d.weekday, "open"), d.open ?? "");
      values.set(hoursName(department, d.weekday, "close"), d.close ?? "");
    }
  yard!.special_hours.forEach((h, i) => {
    values.set(`special_hours.${i}.date`, h.date);
    values.set(`special_hours.${i}.status`, h.status);
  });
  for (const [name, value] of Object.entries(changes)) values.set(name, value);
  return { revision: draft.revision, get: (name: string) => values.get(name) ?? "" };
}

const saturday = async (scope: SiteScope) =>
  (await locationPage(scope, "dubbo"))!.hours[0]!.rows.find((r) => r.days === "Saturday")!.hours;

describe("a yard in the settings", () => {
  it.each([
    [{ [hoursName("sales", 6, "open")]: "16:30" }, hoursName("sales", 6, "open"), "Opens at 16:30 but closes at 16:00"],
    [
      { [hoursName("sales", 6, "close")]: "" },
      hoursName("sales", 6, "open"),
      "An open day needs an opening and a closing time",
    ],
    [{ [hoursName("sales", 6, "open")]: "8.30" }, hoursName("sales", 6, "open"), "Use a 24-hour time such as 08:30"],
    [{ "address.postcode": "283" }, "address.postcode", "A postcode is four digits"],
    [{ "address.lat": "51.5" }, "address.lat", "The map point must be in Australia"],
    [{ name: " " }, "name", "A location needs a name"],
    // Issue 57: a yard's landline rings in its own state.
    [
      { "contact_detail.phone": "(07) 4655 1000" },
      "contact_detail.phone",
      "(07) 4655 1000 is a Queensland number (07); a yard in New South Wales has numbers starting 02.",
    ],
    [
      { "special_hours.0.date": "2026-12-24", "special_hours.0.status": "open", "special_hours.0.start_hour": "10:00" },
      "special_hours.0.date",
      "2026-12-24 is open: give its opening and closing times",
    ],
  ])("refuses %j beside its field, and keeps nothing", async (changes, field, message) => {
    const form = await sent(changes);
    const refused = await saveLocation(t.scope("alpha"), owner, "dubbo", form.revision, form.get);
    expect(refused).toMatchObject({ ok: false, reason: "invalid", fields: { [field]: message } });
    expect(await previewConfig(t.scope("alpha"))).toBeNull();
  });

  it("shows new Saturday hours to the preview only, then to everyone once published, and restores them", async () => {
    const alpha = t.scope("alpha");
    const form = await sent({
      [hoursName("sales", 6, "open")]: "09:00",
      [hoursName("sales", 6, "close")]: "13:00",
      "special_hours.0.date": "2026-12-31",
      "special_hours.0.name": "Stocktake",
      "special_hours.0.status": "closed",
    });
    expect(await saveLocation(alpha, owner, "dubbo", form.revision, form.get)).toEqual({ ok: true });
    const preview = { ...alpha, config: (await previewConfig(alpha))! };
    expect(await saturday(preview)).toBe("9:00am – 1:00pm");
    expect(await saturday(alpha)).toBe("8:30am – 4:00pm");

    const { draft } = await locationsDraft(alpha, "dubbo");
    const published = await publishSettings(alpha, owner, draft.revision);
    expect(published).toMatchObject({ ok: true });
    alpha.config = (await publishedSiteConfig(t.handle.db, alpha.siteId))!;
    expect(await saturday(alpha)).toBe("9:00am – 1:00pm");
    const holidays = await alpha.db.select().from(special_hours).where(eq(special_hours.site_id, alpha.siteId));
    expect(holidays.map((h) => [h.date, h.name, h.status])).toEqual([["2026-12-31", "Stocktake", "closed"]]);

    const bravo = t.scope("bravo");
    expect(await saturday(bravo)).toBe("8:30am – 4:00pm");

    expect(await restoreSettings(alpha, owner, (published as { number: number }).number - 1)).toMatchObject({
      ok: true,
    });
    alpha.config = (await publishedSiteConfig(t.handle.db, alpha.siteId))!;
    const [row] = await alpha.db.select().from(locations).where(eq(locations.site_id, alpha.siteId));
    expect(row!.contact_detail.opening_hours.sales?.find((d) => d.weekday === 6)).toMatchObject({
      open: "08:30",
      close: "16:00",
    });
    expect(await saturday(alpha)).toBe("8:30am – 4:00pm");
  });

  it("refuses a file whose hours are wrong, and the yard is unchanged", async () => {
    const alpha = t.scope("alpha");
    const config = (await publishedSiteConfig(t.handle.db, alpha.siteId))!;
    const [yard] = config.locations.list!;
    const bad = {
      ...yard!,
      contact_detail: { ...yard!.contact_detail, opening_hours: { sales: [day(6, "17:00", "09:00")] } },
    };
    const refused = await importSite(alpha, { ...config, locations: { ...config.locations, list: [bad] } });
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining("Opens at 17:00 but closes at 09:00") });
    expect(await saturday(alpha)).toBe("8:30am – 4:00pm");
  });
});
