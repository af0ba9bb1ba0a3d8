import { Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { truncate } from "~/ui/format";
import type { NewsCard } from "./news-card";
import { LazyImage } from "~/ui/lazy-image";

/** Spec 001 section 9: a card's description is cut at 80 characters. */
const DESCRIPTION_CHARACTERS = 80;

/**
 * The blog card grid (spec 001 section 2, "a blog card grid titled Latest News"). Each card's title is
 * one level below the heading the grid sits under: h3 in the home page's Latest News, h2 on /news.
 * The title is the card's one link and covers the whole card, so "Read more" is only its look.
 */
export function NewsCards({ cards, headingLevel = 3 }: { cards: NewsCard[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.href}>
          <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-muted-foreground/20 bg-background shadow-sm">
            <LazyImage
              src={imageUrl(card.image.src, { width: 640 })}
              alt={card.image.alt}
              width={640}
              height={360}
              className="aspect-video w-full bg-muted object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <p className="text-sm text-muted-foreground">{card.dateLabel}</p>
              <Heading className="text-lg font-bold">
                <Link to={card.href} className="hover:underline after:absolute after:inset-0">
                  {card.heading}
                </Link>
              </Heading>
              <p>{truncate(card.description, DESCRIPTION_CHARACTERS)}</p>
              <span className="mt-auto font-semibold text-primary" aria-hidden="true">
                Read more
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
