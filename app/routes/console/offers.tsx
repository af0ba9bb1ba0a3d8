import { OffersConsolePage } from "~/features/offers/console-components";
import { consoleOffers } from "~/features/offers/index.server";
import { siteContext } from "~/platform/http/context";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/offers";
import { ConsoleErrorBoundary } from "~/features/console/components";

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

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
