import { newsCards } from "~/features/news";
import { NewsCards } from "~/features/news/components";
import { platformContext, siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/news";

/** /news: every post of the site, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(siteContext);
  return {
    site: config.name,
    cards: newsCards(context.get(platformContext).registry.news.get(config.slug), config.time_zone),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Latest News | ${loaderData?.site ?? ""}` },
    { name: "description", content: `News and advice from ${loaderData?.site ?? "our team"}.` },
  ];
}

export default function News({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">Latest News</h1>
      {page.cards.length ? (
        <NewsCards cards={page.cards} headingLevel={2} />
      ) : (
        <p className="text-muted-foreground">No news yet. Check back soon.</p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
