import { SectionHeading } from "~/ui/section-heading";
import type { NewsCard } from "./news-card";
import { NewsCards } from "./news-cards";

/** The home page's Latest News: the newest posts as blog cards, with a link to them all. */
export function LatestNews({ news }: { news: NewsCard[] }) {
  if (news.length === 0) return null;
  return (
    <section aria-labelledby="news-heading" className="mx-auto max-w-7xl px-4 py-8">
      <SectionHeading id="news-heading" title="Latest News" href="/news" linkLabel="All news" />
      <NewsCards cards={news} />
    </section>
  );
}
