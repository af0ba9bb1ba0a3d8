import { z } from "zod";
import type { ContentFields } from "~/platform/db/json-types";

/**
 * Issue 41: a site's pages and news posts as staff edit them: a draft saved as often as they like,
 * published whole. A page is served at /{name}, a post at /news/{name}.
 */
export const CONTENT_KINDS = ["page", "news"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const kindLabels: Record<ContentKind, string> = { page: "Page", news: "News post" };

/** The first segments of the site's own routes (app/routes.ts): a page of that name would never be seen. */
export const RESERVED_NAMES = new Set(
  "account alerts api apply-for-finance audit book-test-drive brands budget cars checkout-journey compare console contact contact-us dashboard dealer-locator dealerships dev favourites feeds finance finance-enquiry finance-partner img imports leads media models news offers online-payment our-location pages parts passkeys payments personalised print search sell-my-car sell-your-car service settings sign-in sign-out sitemaps sites special-offers spin-to-win staff stock success trade-in used-car watchlist".split(
    " ",
  ),
);

export type ContentState = "published" | "changed" | "unpublished";
export const contentStateLabels: Record<ContentState, string> = {
  published: "Published",
  changed: "Published, with draft changes",
  unpublished: "Not published",
};

export function contentState(row: { draft: ContentFields; published: ContentFields | null }): ContentState {
  if (!row.published) return "unpublished";
  return JSON.stringify(row.draft) === JSON.stringify(row.published) ? "published" : "changed";
}

const name = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "An address is lower-case words joined by -, such as about-us")
  .max(60)
  .refine((n) => !RESERVED_NAMES.has(n), "The site already has a page at this address: choose another");

const fields = {
  title: z.string().trim().min(1, "Give it a title").max(120),
  description: z.string().trim().max(300),
  body: z.string().max(100_000, "Keep it under 100,000 characters"),
};

export const PageFormSchema = z.object(fields);
export const NewsFormSchema = z.object({
  ...fields,
  description: fields.description.min(1, "A post's card shows a sentence about it: write one"),
  date: z.iso.date("Use a date such as 2026-11-27"),
  image: z.string().startsWith("/", "Upload a picture for the post's card").or(z.literal("")),
  image_alt: z.string().trim().max(200),
});
export const ContentNameSchema = name;

/** The form's fields as stored: a page keeps its words; a post also its day and card picture. */
export function contentOfForm(
  kind: ContentKind,
  get: (name: string) => string,
  fallbackImage: string,
): { ok: true; fields: ContentFields } | { ok: false; errors: Record<string, string> } {
  const schema = kind === "page" ? PageFormSchema : NewsFormSchema;
  const parsed = schema.safeParse(
    Object.fromEntries(["title", "description", "body", "date", "image", "image_alt"].map((f) => [f, get(f)])),
  );
  if (!parsed.success)
    return {
      ok: false,
      errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]).reverse()),
    };
  const value = parsed.data as ContentFields;
  if (kind === "page")
    return { ok: true, fields: { title: value.title, description: value.description, body: value.body } };
  return { ok: true, fields: { ...value, image: value.image || fallbackImage, image_alt: value.image_alt ?? "" } };
}

/** Where a page or post is on the site. */
export const contentPath = (kind: ContentKind, name: string) => (kind === "page" ? `/${name}` : `/news/${name}`);
