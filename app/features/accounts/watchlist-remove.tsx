import { useFetcher } from "react-router";

/** The watchlist page's Remove: a plain form post that scripts send in place, the row going at once. */
export function WatchlistRemove({ carId, title, phone }: { carId: number; title: string; phone: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/api/watchlist/remove-car" className="self-center">
      <input type="hidden" name="phone_number" value={phone} />
      <input type="hidden" name="car_id" value={carId} />
      <input type="hidden" name="redirect" value="/watchlist" />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="rounded border-2 border-red-700 px-3 py-2 font-semibold text-red-800 disabled:opacity-60"
      >
        Remove<span className="sr-only"> {title}</span>
      </button>
    </fetcher.Form>
  );
}
