import { z } from "zod";
import { joinFavourites, MAX_FAVOURITES_CHANGE, SIGN_IN_NEEDED_FOR_FAVOURITES } from "~/features/accounts/index.server";
import { isRowId } from "~/platform/forms/row-id";
import { parseJson } from "~/platform/http/request-body.server";
import { siteContext } from "~/platform/http/context";
import { shopperContext } from "./_shared/shopper.server";
import type { Route } from "./+types/api.favourites";

const carIds = z.array(z.number().refine(isRowId, "a car's id")).max(MAX_FAVOURITES_CHANGE).default([]);
const Body = z.object({ add: carIds, remove: carIds });

/**
 * POST /api/favourites { add, remove }: the browser's favourites joined to the signed-in shopper's
 * account (issue 56); the answer is the account's whole list, which the browser keeps.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Not found" }, { status: 404 });
  const shopper = await context.get(shopperContext).read();
  if (!shopper) return Response.json({ error: SIGN_IN_NEEDED_FOR_FAVOURITES }, { status: 401 });
  const body = await parseJson(request, Body);
  if (!body.success) return Response.json({ error: body.error }, { status: 400 });
  const favourites = await joinFavourites(context.get(siteContext), shopper.user_id, body.data);
  return Response.json({ favourites }, { headers: { "cache-control": "private, no-store" } });
}
