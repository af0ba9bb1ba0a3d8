import type { DemoLocation } from "./generate-locations";

/** A yard the demo stock is kept at: what a car's comments and its place need of it. */
export type StockLocation = Pick<DemoLocation, "slug" | "location_type" | "manufacturers"> & {
  address: Pick<DemoLocation["address"], "city">;
};
