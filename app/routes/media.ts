import { historyReport } from "~/features/vehicle/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import { mediaKeyOfPath } from "~/platform/media/media-store";
import type { Route } from "./+types/media";

/**
 * The originals of generated demo pictures and of the site's uploaded photos (pages ask /img for
 * sized copies), and the demo history reports. A site serves only its own uploads.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const key = mediaKeyOfPath(path);
  if (key && !key.startsWith(`${context.get(siteContext).config.slug}/`))
    return new Response("Not found", { status: 404 });
  const report = path.startsWith("/media/history/") ? await historyReport(context.get(siteContext), path) : null;
  if (report)
    return new Response(new Uint8Array(report), {
      headers: { "Content-Type": "application/pdf", "Cache-Control": "private, max-age=3600" },
    });
  const source = await context.get(platformContext).images.original(path);
  if (!source) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(source.body), {
    headers: { "Content-Type": source.contentType, "Cache-Control": "public, max-age=86400" },
  });
}
