import * as z from "zod/mini";
import { formText, resolveWith, trimmedText } from "~/platform/forms/form-schema";
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
  "account alerts api apply-for-finance audit book-test-drive brands budget cars checkout-journey compare console contact contact-us dashboard dealer-locator dealerships dev favourites feeds finance finance-enquiry finance-partner img imports leads media models news offers online-payment our-location pages parts passkeys payments personalised print push search sell-my-car sell-your-car service settings sign-in sign-out sitemaps sites special-offers spin-to-win staff stock success trade-in used-car watchlist".split(
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

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

export const ContentNameSchema = formText().check(
  z.trim(),
  z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "An address is lower-case words joined by -, such as about-us"),
  z.maxLength(60, "Keep the address to 60 characters or fewer"),
  z.refine((n) => !RESERVED_NAMES.has(n), "The site already has a page at this address: choose another"),
);

const pageFields = {
  title: trimmedText(120).check(z.minLength(1, "Give it a title")),
  description: trimmedText(300),
  body: formText().check(z.maxLength(100_000, "Keep it under 100,000 characters")),
};

const newsFields = {
  ...pageFields,
  description: trimmedText(300).check(z.minLength(1, "A post's card shows a sentence about it: write one")),
  date: formText().check(z.trim(), z.refine(isDay, "Use a date such as 2026-11-27")),
  image: formText().check(z.refine((v) => v === "" || v.startsWith("/"), "Upload a picture for the post's card")),
  image_alt: trimmedText(200),
};

/** Where a picture sent with the form goes: into the text, or (a post's) onto its card. */
const pictureFields = { picture_alt: trimmedText(200), picture_place: formText() };

const contentSchema = (kind: ContentKind, named: boolean) =>
  z.object({
    ...(kind === "page" ? pageFields : newsFields),
    ...pictureFields,
    ...(named ? { name: ContentNameSchema } : {}),
  });

/** The form as read: a post's day and card picture, and a new one's address, only where they belong. */
export interface ContentForm extends ContentFields {
  picture_alt: string;
  picture_place: string;
  name?: string;
}

/** The page or post form as Conform reads it, in the browser and on the server; a new one also names its address. */
export const contentFormResolver = (kind: ContentKind, named: boolean) =>
  resolveWith(contentSchema(kind, named) as unknown as z.ZodMiniType<ContentForm, unknown>);

/** The form's fields as stored: a page keeps its words; a post also its day and card picture. */
export function contentOfForm(
  kind: ContentKind,
  get: (name: string) => string,
  fallbackImage: string,
): { ok: true; fields: ContentFields } | { ok: false; errors: Record<string, string> } {
  const read = contentFormResolver(
    kind,
    false,
  )(Object.fromEntries(["title", "description", "body", "date", "image", "image_alt"].map((f) => [f, get(f)])));
  if (!read.value)
    return {
      ok: false,
      errors: Object.fromEntries(Object.entries(read.error ?? {}).map(([field, [first]]) => [field, first ?? ""])),
    };
  const { title, description, body, date = "", image, image_alt = "" } = read.value;
  if (kind === "page") return { ok: true, fields: { title, description, body } };
  return { ok: true, fields: { title, description, body, date, image: image || fallbackImage, image_alt } };
}

/** Where a page or post is on the site. */
export const contentPath = (kind: ContentKind, name: string) => (kind === "page" ? `/${name}` : `/news/${name}`);
