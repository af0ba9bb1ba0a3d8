import { parseSitemapFileName, partEntries, sitemapIndexXml, sitemapParts, urlsetXml } from "~/features/seo";
import { platformContext, siteContext } from "~/platform/http/context";
import { documentResponse } from "~/platform/http/document-cache.server";
import type { Route } from "./+types/sitemap";
import { limitDocumentFetches, machineDocuments } from "./_shared/machine-documents.server";
import { sitemapEntries, sitemapSections } from "./sitemap.server";

/** A part number past the section's last part: a 404, never kept. */
const NO_SUCH_PART = Symbol("no such sitemap part");

const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
};

/** /sitemap.xml, the index, and /sitemaps/{section}[-{part}].xml, its children (cars, listings, locations, offers, models, content). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await limitDocumentFetches(context);
  const scope = context.get(siteContext);
  const origin = scope.config.url;
  const { registry } = context.get(platformContext);
  if (!params.file) {
    const index = await machineDocuments(scope, "sitemap.xml", async () =>
      sitemapIndexXml(origin, await sitemapEntries(scope, registry)),
    );
    return documentResponse(request, index, XML_HEADERS);
  }
  const named = parseSitemapFileName(params.file);
  const part = named
    ? await machineDocuments(scope, `sitemaps/${params.file}`, async () => {
        const entries = await sitemapSections(scope, registry)[named.section]();
        if (named.part > sitemapParts(entries.length)) throw NO_SUCH_PART;
        return urlsetXml(origin, partEntries(entries, named.part));
      }).catch((error: unknown) => {
        if (error === NO_SUCH_PART) return null;
        throw error;
      })
    : null;
  if (!part)
    return new Response("No such sitemap.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return documentResponse(request, part, XML_HEADERS);
}
