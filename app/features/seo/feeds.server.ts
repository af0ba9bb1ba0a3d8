import { and, asc, eq, gt } from "drizzle-orm";
import { advertisedPrice } from "~/features/cars";
import { cars } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import {
  feedRefusal,
  GOOGLE_FEED_END,
  googleFeedHead,
  googleItem,
  metaFeedHead,
  metaRow,
  type FeedCar,
  type FeedSite,
} from "./feeds";

/** Rows are read a page at a time, so a feed of 100,000 cars never holds them all. */
const PAGE = 500;

export const FEEDS = {
  "google-vehicle-listings.xml": {
    type: "application/xml; charset=utf-8",
    head: googleFeedHead,
    row: googleItem,
    end: () => GOOGLE_FEED_END,
  },
  "meta-vehicle-catalogue.csv": { type: "text/csv; charset=utf-8", head: metaFeedHead, row: metaRow, end: () => "" },
} as const;
export type FeedName = keyof typeof FEEDS;

export const isFeedName = (name: string): name is FeedName => Object.hasOwn(FEEDS, name);

const feedColumns = {
  id: cars.id,
  slug: cars.slug,
  name: cars.name,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  body: cars.body,
  km: cars.km,
  vin: cars.vin,
  colour: cars.colour,
  car_type: cars.car_type,
  transmission: cars.trans,
  fuel: cars.fuel,
  drive: cars.drive,
  price: cars.price,
  offer_price: cars.offer_price,
  primary_image_url: cars.primary_image_url,
  description: cars.dealercomments,
  location: cars.location,
};

/** The site's cars for sale now, in id order, a page at a time: those the feeds may carry and those they refuse. */
export async function* feedCars(
  scope: SiteScope,
): AsyncGenerator<{ car: FeedCar; refused: ReturnType<typeof feedRefusal> }> {
  for (let after = 0; ;) {
    const rows = await scope.db
      .select(feedColumns)
      .from(cars)
      .where(
        and(
          eq(cars.site_id, scope.siteId),
          eq(cars.status, "in_stock"),
          eq(cars.show_on_dealer_website, true),
          gt(cars.id, after),
        ),
      )
      .orderBy(asc(cars.id))
      .limit(PAGE);
    for (const { offer_price, ...row } of rows) {
      const car = { ...row, price: advertisedPrice({ price: row.price, offer_price }) };
      yield { car, refused: feedRefusal(car) };
    }
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}

export function feedSite(scope: SiteScope): FeedSite {
  const { config } = scope;
  return {
    origin: config.url,
    name: config.name,
    phone: config.contact.phones.used ?? config.contact.phones.new ?? config.contact.phones.demo ?? null,
  };
}

/** A feed as a stream: the head, each car the platform accepts, the end. */
export function feedStream(scope: SiteScope, name: FeedName): ReadableStream<Uint8Array> {
  const feed = FEEDS[name];
  const site = feedSite(scope);
  const encoder = new TextEncoder();
  const rows = feedCars(scope);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(feed.head(site)));
    },
    async pull(controller) {
      let chunk = "";
      while (chunk.length < 64_000) {
        const next = await rows.next();
        if (next.done) {
          controller.enqueue(encoder.encode(chunk + feed.end()));
          controller.close();
          return;
        }
        if (!next.value.refused) chunk += feed.row(site, next.value.car);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}

export interface FeedCounts {
  /** Cars for sale now that the feeds carry. */
  carried: number;
  refused: Record<NonNullable<ReturnType<typeof feedRefusal>>, number>;
}

/** What the feeds carry and what they leave out, and why: `npm run feeds`. */
export async function feedCounts(scope: SiteScope): Promise<FeedCounts> {
  const counts: FeedCounts = { carried: 0, refused: { "no price": 0, "no image": 0 } };
  for await (const { refused } of feedCars(scope)) {
    if (refused) counts.refused[refused]++;
    else counts.carried++;
  }
  return counts;
}
