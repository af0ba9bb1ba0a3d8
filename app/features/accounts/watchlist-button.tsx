import { useState } from "react";
import { Link, useLocation } from "react-router";
import { pushToDataLayer, EVENTS } from "~/features/analytics";
import { buttonClass } from "~/ui/button";
import { showToast } from "~/ui/toast";
import { useShopper } from "./shopper-state";
import { signInPath } from "./sign-in-redirect";

const WATCHLIST_FAILED = "The watchlist could not be updated. Please try again.";
const watchlistClass = buttonClass({ variant: "outline", block: true });

async function callWatchlist(
  operation: "save-car" | "remove-car",
  phone: string,
  carId: number,
): Promise<string | null> {
  try {
    const answer = await fetch(`/api/watchlist/${operation}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ phone_number: phone, car_id: carId }),
    });
    const body = (await answer.json().catch(() => ({}))) as { success?: boolean; error?: string };
    return body.success ? null : (body.error ?? WATCHLIST_FAILED);
  } catch {
    return WATCHLIST_FAILED;
  }
}

/**
 * Spec 000 section 4, the server watchlist: saved or removed at once, the button disabled while the
 * call runs, an alert and the old state back on failure, event 39 and a toast on save. A visitor who
 * is not signed in is sent to sign-in; a sold car shows no save unless it is already saved.
 */
export function WatchlistButton({ car }: { car: { id: number; title: string; sold: boolean } }) {
  const { shopper, refresh } = useShopper();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const savedOnServer = shopper?.watchlist.includes(car.id) ?? false;
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = optimistic ?? savedOnServer;
  if (!shopper) {
    if (car.sold) return null;
    return (
      // Spec 000 section 4: /sign-in?type=watchlist&redirect={path}&back={path}.
      <Link to={signInPath("watchlist", here, here)} className={watchlistClass} data-testid="watchlist-button">
        ☆ Save to watchlist
      </Link>
    );
  }
  if (car.sold && !saved) return null;
  const operation = saved ? "remove-car" : "save-car";
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOptimistic(!saved);
    setBusy(true);
    const error = await callWatchlist(operation, shopper!.phone, car.id);
    setBusy(false);
    if (error) {
      setOptimistic(saved);
      window.alert(error);
      return;
    }
    if (operation === "save-car") {
      pushToDataLayer(EVENTS.SAVE_CAR, { label: "Watchlist", car_id: car.id });
      showToast({ text: `${car.title} saved to your watchlist`, action: { label: "View List", href: "/watchlist" } });
    }
    await refresh();
    setOptimistic(null);
  }
  return (
    <form method="post" action={`/api/watchlist/${operation}`} onSubmit={submit}>
      <input type="hidden" name="phone_number" value={shopper.phone} />
      <input type="hidden" name="car_id" value={car.id} />
      <input type="hidden" name="redirect" value={here} />
      <button
        type="submit"
        disabled={busy}
        aria-pressed={saved}
        className={watchlistClass}
        data-testid="watchlist-button"
      >
        {saved ? "★ Saved to watchlist" : "☆ Save to watchlist"}
      </button>
    </form>
  );
}
