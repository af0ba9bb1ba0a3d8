import * as z from "zod/mini";
import { formText, resolveWith, trimmedText } from "~/platform/forms/form-schema";
import { formattedHours, LocationEntrySchema } from "~/platform/tenancy/location-config";
import { templates, type SiteConfigInput } from "~/platform/tenancy/site-config";
import { slugify } from "~/platform/text/slug";

/**
 * Issue 41: a new dealer site, as a platform operator describes it in the console: its name, slug,
 * domains, template, two colours and its first yard. Everything else takes the schema's defaults,
 * and the dealer's staff change it in Settings.
 */

const hostname = z
  .string()
  .check(
    z.regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
      "Use a domain such as www.dubbomotors.com.au",
    ),
  );
const colour = formText().check(z.trim(), z.regex(/^#[0-9a-fA-F]{6}$/, "Use a #rrggbb colour"));

export const NewSiteSchema = z.object({
  name: trimmedText(80).check(z.minLength(1, "Give the dealer's name")),
  slug: trimmedText(40).check(
    z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "A slug is lower-case letters and digits joined by -, such as dubbo-motors"),
  ),
  domains: z.pipe(
    z.pipe(
      formText(),
      z.transform((text) =>
        text
          .toLowerCase()
          .split(/[\s,]+/)
          .filter(Boolean),
      ),
    ),
    z.array(hostname).check(z.minLength(1, "Give at least one domain")),
  ),
  template: z.enum(templates, "Choose a template"),
  primary: colour,
  accent: colour,
  location: z.object({
    name: trimmedText(80).check(z.minLength(1, "Give the first yard a name")),
    street: formText(),
    city: formText(),
    state: formText(),
    postcode: formText(),
    lat: formText(),
    long: formText(),
    phone: trimmedText(30),
  }),
});

/** The new-site form as Conform reads it, in the browser and on the server (the yard's fields arrive as `location`). */
export const readNewSiteForm = resolveWith(NewSiteSchema);

export type NewSite = z.output<typeof NewSiteSchema>;

/** The form's field names, in the order the page shows them. */
export const NEW_SITE_FIELDS = [
  "name",
  "slug",
  "domains",
  "template",
  "primary",
  "accent",
  "location.name",
  "location.street",
  "location.city",
  "location.state",
  "location.postcode",
  "location.lat",
  "location.long",
  "location.phone",
] as const;

const day = (weekday: number, open: string | null, close: string | null) => ({
  weekday,
  status: open ? ("open" as const) : ("closed" as const),
  open,
  close,
  formated_hours: formattedHours(open, close),
});

/** A yard's usual week until its staff set their own: weekdays 8:30 to 5:30, Saturday morning. */
export const FIRST_YARD_WEEK = [
  day(0, null, null),
  ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, "08:30", "17:30")),
  day(6, "08:30", "12:00"),
];

const reading = (raw: string) => (raw.trim() === "" ? Number.NaN : Number(raw));

/** The first yard as a configuration's location entry, for the schema to accept or name what is wrong. */
export function firstYard(site: NewSite): unknown {
  const { location } = site;
  return {
    slug: slugify(location.name),
    name: location.name,
    location_type: "sales",
    primary: true,
    address: {
      street: location.street.trim(),
      city: location.city.trim(),
      state: location.state,
      postcode: location.postcode.trim(),
      lat: reading(location.lat),
      long: reading(location.long),
    },
    contact_detail: {
      phone: location.phone || null,
      landline_phone: null,
      opening_hours: { sales: FIRST_YARD_WEEK },
    },
  };
}

/** The new site's whole configuration; its logo is the wordmark drawn for it (logoSrc). */
export function newSiteConfig(site: NewSite, logo: { src: string; width: number; height: number }): SiteConfigInput {
  const phone = site.location.phone || undefined;
  return {
    slug: site.slug,
    name: site.name,
    template: site.template,
    url: `https://${site.domains[0]}`,
    domains: site.domains,
    theme: { colors: { primary: site.primary, accent: site.accent }, logo: { ...logo, alt: site.name } },
    contact: { phones: phone ? { new: phone, used: phone } : {} },
    locations: { list: [LocationEntrySchema.parse(firstYard(site))] },
  };
}

/** The schema's complaints about the first yard, by the new-site form's field names. */
export function firstYardErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const field = path[0] === "address" ? `location.${path[1]}` : path[0] === "name" ? "location.name" : null;
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Where the operator opens a site: on a developer's machine (this console opened at a .localhost
 * or loopback address) its `<slug>.localhost` on the same port, else its own address.
 */
export function siteAddress(consoleUrl: URL, slug: string, siteUrl: string): string {
  const local = consoleUrl.hostname === "localhost" || consoleUrl.hostname.endsWith(".localhost");
  if (!local) return new URL("/", siteUrl).href;
  return `${consoleUrl.protocol}//${slug}.localhost${consoleUrl.port ? `:${consoleUrl.port}` : ""}/`;
}
