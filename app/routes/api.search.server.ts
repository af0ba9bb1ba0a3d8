import { answerSearchQueries, SearchBody } from "~/features/search/index.server";
import { parseJson } from "~/platform/http/request-body.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** POST /api/search (spec 000 section 7): the multi-query body, one answer per query. */
export async function handleSearchPost(scope: SiteScope, request: Request): Promise<Response> {
  const body = await parseJson(request, SearchBody);
  if (!body.success) return Response.json({ error: body.error }, { status: 400 });
  const answered = await answerSearchQueries(scope, body.data.queries);
  return answered.ok
    ? Response.json({ results: answered.results })
    : Response.json({ error: answered.error }, { status: 400 });
}
