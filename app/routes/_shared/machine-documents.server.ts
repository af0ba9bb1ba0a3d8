import { data } from "react-router";
import { documentCache } from "~/platform/http/document-cache.server";
import { platformContext, requestContext, type RouteContext } from "~/platform/http/context";
import { addressKey } from "~/platform/security/client-address";

/** Feeds and sitemaps, kept per site, name and inventory generation, and an hour at most. */
export const machineDocuments = documentCache(60 * 60_000);

/** One client may fetch feeds and sitemaps 60 times a minute: a search engine needs a handful a day. */
const DOCUMENT_LIMIT = { name: "machine-documents", points: 60, windowSeconds: 60 };

/** Refuses a client past its share of feed and sitemap fetches with 429 and when to come back. */
export async function limitDocumentFetches(context: RouteContext): Promise<void> {
  const key = addressKey(context.get(requestContext).clientIp);
  if (await context.get(platformContext).limits.take(DOCUMENT_LIMIT, key)) return;
  throw data("Too many feed and sitemap requests from this address. Please try again in a minute.\n", {
    status: 429,
    headers: { "Retry-After": "60", "Content-Type": "text/plain; charset=utf-8" },
  });
}
