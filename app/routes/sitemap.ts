import { parseSitemapFileName, partEntries, sitemapIndexXml, sitemapParts, urlsetXml } from "~/features/seo";
import { platformContext, siteContext } from "~/platform/http/context";
import type { Route } from "./+types/sitemap";
import { sitemapEntries, sitemapSections } from "./sitemap.server";

const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
};

/** /sitemap.xml, the index, and /sitemaps/{section}[-{part}].xml, its children (cars, listings, locations, offers, models, content). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const scope = context.get(siteContext);
  const origin = scope.config.url;
  const { registry } = context.get(platformContext);
  if (!params.file)
    return new Response(sitemapIndexXml(origin, await sitemapEntries(scope, registry)), { headers: XML_HEADERS });
  const named = parseSitemapFileName(params.file);
  const entries = named ? await sitemapSections(scope, registry)[named.section]() : [];
  if (!named || named.part > sitemapParts(entries.length))
    return new Response("No such sitemap.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(urlsetXml(origin, partEntries(entries, named.part)), { headers: XML_HEADERS });
}
