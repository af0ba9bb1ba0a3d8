import { formatSiteDate } from "~/platform/text/dates";
import type { NewsPost } from "~/platform/tenancy/site-news.server";

/** Spec 001 section 3, a blog card: href, heading, image with alt, description (cut at 80 where shown), date. */
export interface NewsCard {
  href: string;
  heading: string;
  image: { src: string; alt: string };
  description: string;
  dateLabel: string;
}

export function newsCards(posts: readonly NewsPost[] | undefined, timeZone: string, limit = Infinity): NewsCard[] {
  return (posts ?? []).slice(0, limit).map((post) => ({
    href: post.href,
    heading: post.title,
    image: post.image,
    description: post.description,
    dateLabel: formatSiteDate(post.date, timeZone),
  }));
}
