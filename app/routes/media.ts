import { historyReport } from "~/features/vehicle/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import type { Route } from "./+types/media";

/** The originals of generated demo pictures (pages ask /img for sized copies) and the demo history reports. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
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
