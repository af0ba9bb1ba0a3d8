import { useEffect, useRef } from "react";
import { forgetStored, useStored, writeStored } from "~/ui/use-stored";
import { FAVOURITES_KEY, FAVOURITES_OWNER_KEY, favouritesChange, parseCarList, type Favourite } from "./stored-lists";
import { useShopper } from "./shopper-state";

/**
 * Issue 56: a signed-in shopper's favourites follow them. On signing in (and on each page load
 * after) this browser's favourites are joined to the account's and the account's whole list is kept
 * here; each later heart tapped is sent as it changes. Once nobody is signed in, a list joined to an
 * account is forgotten here (the account keeps it), so the next person on a shared browser neither
 * sees it nor joins it to their own account.
 */
export function FavouritesJoin() {
  const { shopper, known } = useShopper();
  const stored = useStored(FAVOURITES_KEY);
  const owner = useStored(FAVOURITES_OWNER_KEY);
  const joined = useRef<{ phone: string; ids: number[] } | null>(null);
  const phone = shopper?.phone ?? null;
  useEffect(() => {
    if (!known) return;
    const ownerPhone = ownerOf(owner);
    if (phone === null) {
      if (ownerPhone !== null) {
        forgetStored(FAVOURITES_KEY);
        forgetStored(FAVOURITES_OWNER_KEY);
      }
      joined.current = null;
      return;
    }
    const kept = parseCarList<Favourite>(stored).map((f) => f.id);
    const last = joined.current?.phone === phone ? joined.current : null;
    const change = favouritesChange(last?.ids ?? null, kept, { owner: ownerPhone, phone });
    if (last && !change.add.length && !change.remove.length) return;
    joined.current = { phone, ids: kept };
    void sendChange(change).then((favourites) => {
      if (!favourites) {
        joined.current = last;
        return;
      }
      joined.current = { phone, ids: favourites.map((f) => f.id) };
      // The list first, then whose it is: a render between the two never reads another's list as this account's.
      if (JSON.stringify(favourites) !== JSON.stringify(parseCarList<Favourite>(localStorage.getItem(FAVOURITES_KEY))))
        writeStored(FAVOURITES_KEY, favourites);
      if (ownerPhone !== phone) writeStored(FAVOURITES_OWNER_KEY, phone);
    });
  }, [known, phone, stored, owner]);
  return null;
}

function ownerOf(stored: string | null): string | null {
  try {
    const owner: unknown = JSON.parse(stored ?? "null");
    return typeof owner === "string" ? owner : null;
  } catch {
    return null;
  }
}

/** The account's list after the change, or null when it could not be sent (it is tried again on the next change or page). */
async function sendChange(change: { add: number[]; remove: number[] }): Promise<Favourite[] | null> {
  try {
    const answer = await fetch("/api/favourites", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(change),
    });
    return answer.ok ? ((await answer.json()) as { favourites: Favourite[] }).favourites : null;
  } catch {
    return null;
  }
}
