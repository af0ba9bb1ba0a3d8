import { robotsTxt } from "~/features/seo";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/robots";

/** /robots.txt: everything but one shopper's pages and the scripts' answers, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(siteContext);
  return new Response(robotsTxt(config.url, config.accounts.garage ? config.accounts.garage_route : null), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
