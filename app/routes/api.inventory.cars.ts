import { handleInventoryPost } from "~/features/inventory/inventory-api.server";
import type { Route } from "./+types/api.inventory.cars";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "PUT") return new Response(null, { status: 405, headers: { Allow: "POST, PUT" } });
  return handleInventoryPost(context.scope, context.inventoryToken, request);
}

export function loader() {
  return Response.json({ error: "POST cars to this address" }, { status: 405, headers: { Allow: "POST, PUT" } });
}
