import { OffersConsolePage } from "~/features/offers/console-components";
import { consoleOffers } from "~/features/offers/index.server";
import { siteContext } from "~/platform/http/context";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/offers";

/** /console/offers: every offer of the site and where it stands today. */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.write");
  return { offers: await consoleOffers(context.get(siteContext)) };
}

export function meta() {
  return [{ title: "Offers · Console" }];
}

export default function ConsoleOffers({ loaderData }: Route.ComponentProps) {
  return <OffersConsolePage offers={loaderData.offers} />;
}
