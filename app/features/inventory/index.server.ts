/** The inventory area's server face: what other areas, the routes and the server may call. */
export { carColumns, recordPriceChanges, upsertCars, yardColumns, type PriceChange } from "./upsert-cars.server";
export { describeImport, importInventory, type ImportReport } from "./import.server";
export { applyImportRun, importRunColumns, importRunView, mapImportRun, previewUpload } from "./import-console.server";
export { recentRuns } from "./import-runs.server";
export { fetchFeed } from "./feed-fetch.server";
export {
  addFeed,
  type FeedRunner,
  feedScheduler,
  type FeedScheduler,
  removeFeed,
  runFeed,
  siteFeeds,
} from "./feed-schedule.server";
