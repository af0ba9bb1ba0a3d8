import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { describeSearch, SEARCH_HISTORY_KEY, type RememberedSearch } from "./search-history";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** The shopper's last searches, from this browser only; nothing is drawn on the server. */
export function RecentSearches({ current }: { current: string }) {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(SEARCH_HISTORY_KEY) ?? "[]",
    () => "[]",
  );
  let history: RememberedSearch[] = [];
  try {
    history = (JSON.parse(raw) as RememberedSearch[]).filter((h) => h.path !== current);
  } catch {
    history = [];
  }
  if (!history.length) return null;
  return (
    <nav aria-label="Recent searches" className="mt-4 border-t border-muted pt-3 text-sm">
      <h2 className="font-semibold">Recent searches</h2>
      <ul className="mt-1 space-y-1">
        {history.map((h) => (
          <li key={h.path}>
            <Link to={h.path} className="text-primary underline">
              {describeSearch(h)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
