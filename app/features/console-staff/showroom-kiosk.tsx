import { useSyncExternalStore } from "react";
import { SHOWROOM_KIOSK_KEY, USER_DETAILS_KEY } from "~/features/accounts";
import { forgetStored, useStored, writeStored } from "~/ui/use-stored";
import { buttonClass } from "~/ui/button";

const noSubscription = () => () => {};

/**
 * Issue 56: a showroom tablet many shoppers use is marked as a kiosk here, on the device itself. The
 * site's forms then never fill in the last shopper's details nor keep this one's for the next.
 */
export function ShowroomKiosk() {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const kiosk = useStored(SHOWROOM_KIOSK_KEY) === "true";
  if (!scripted)
    return <p className="text-sm">This setting is kept in the device's browser, so it needs JavaScript.</p>;
  function set(on: boolean) {
    if (!on) return forgetStored(SHOWROOM_KIOSK_KEY);
    // Details a shopper left before the device became a kiosk go too.
    forgetStored(USER_DETAILS_KEY);
    writeStored(SHOWROOM_KIOSK_KEY, true);
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="text-sm">
        {kiosk ? "This device is a showroom kiosk." : "This device is not a kiosk."}
      </p>
      <button type="button" onClick={() => set(!kiosk)} className={buttonClass({ variant: "outline", size: "sm" })}>
        {kiosk ? "Stop using as a kiosk" : "Use this device as a showroom kiosk"}
      </button>
    </div>
  );
}
