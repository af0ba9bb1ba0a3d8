import { withoutEmptyListings } from "~/features/listing/index.server";
import { shellFor, stockCountsByPath } from "~/features/navigation";
import { siteStockWords, stockCounts } from "~/features/search/index.server";
import { labelInStockWords, type StockWords } from "~/features/cars";
import { platformContext, previewingContext, siteContext } from "~/platform/http/context";
import { headingFontFile } from "~/platform/tenancy/theme-fonts";
import { siteToday } from "~/platform/text/dates";
import type { Route } from "./+types/root";

/** The root loader's answer: the site's shell (menus, footer, theme), its stock counts and the page's kind. */
export async function shellData({ request, context }: Route.LoaderArgs) {
  const scope = context.get(siteContext);
  const [counts, words] = await Promise.all([stockCounts(scope), siteStockWords(scope)]);
  const pages = context.get(platformContext).registry.pages.get(scope.config.slug);
  const shell = shellFor(scope.config, pages);
  const footer = await Promise.all(
    shell.footer.map(async (group) => ({ ...group, links: await withoutEmptyListings(scope, group.links) })),
  );
  return {
    ...shell,
    // A link to a listing shows only while that listing has stock (issue 36).
    header: inStockWords(await withoutEmptyListings(scope, shell.header), words),
    footer: footer
      .filter((group) => group.links.length > 0)
      .map((group) => ({ ...group, links: inStockWords(group.links, words) })),
    stockWords: words,
    // Here, not in the shell: the font's address comes from the build, which only the app's bundle sees.
    headingFont: headingFontFile(scope.config.theme.fonts),
    stockCounts: stockCountsByPath(counts),
    year: siteToday(scope.config.time_zone).slice(0, 4),
    chat: scope.config.integrations.chat_widget,
    // Only on the console's pages: a shopper's page (and its cached bytes) carries nothing of the console.
    ...(isConsolePath(new URL(request.url).pathname) ? { consoleDocument: true as const } : {}),
    // Only for a staff member previewing draft settings (never a cached page).
    ...(context.get(previewingContext) ? { previewing: true as const } : {}),
  };
}

function isConsolePath(pathname: string): boolean {
  return pathname === "/console" || pathname.startsWith("/console/");
}

/** The default menus name the stock in its own words (issue 57). */
function inStockWords<T extends { label: string; children?: T[] }>(items: T[], words: StockWords): T[] {
  return items.map((item) => ({
    ...item,
    label: labelInStockWords(item.label, words),
    ...(item.children ? { children: inStockWords(item.children, words) } : {}),
  }));
}
