import { bearerMatches } from "~/platform/security/bearer-token";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { formatFromContentType } from "~/features/inventory";
import { importInventory } from "~/features/inventory/index.server";

const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** POST a JSON array, NDJSON or CSV of cars; 200 when every row was stored, 422 naming the bad rows. */
export async function handleInventoryPost(
  scope: SiteScope,
  token: string | undefined,
  request: Request,
): Promise<Response> {
  if (!bearerMatches(request.headers.get("authorization"), token)) {
    return Response.json(
      { error: "A valid inventory API token for this site is required" },
      { status: 401, headers: { "WWW-Authenticate": "Bearer" } },
    );
  }
  const format = formatFromContentType(request.headers.get("content-type"));
  if (!format)
    return Response.json({ error: "Send application/json, application/x-ndjson or text/csv" }, { status: 415 });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES)
    return Response.json({ error: "The body is larger than 20 MB" }, { status: 413 });
  try {
    const query = new URL(request.url).searchParams;
    const report = await importInventory(scope, await request.text(), format, {
      source: "api",
      fileName: "inventory API",
      fullFeed: query.get("full_feed") === "true",
      soldConfirmed: query.get("confirm_sold") ?? undefined,
    });
    if (report.stopped)
      return Response.json(
        { error: `${report.stopped} Send confirm_sold with the number of cars to mark sold to apply it.` },
        { status: 409 },
      );
    return Response.json(report, { status: report.bad.length > 0 ? 422 : 200 });
  } catch (error) {
    return Response.json({ error: (error as Error).message }, { status: 400 });
  }
}
