import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/api.search";
import { handleSearchPost } from "./api.search.server";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
  return handleSearchPost(context.get(siteContext), request);
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
