import { Suspense } from "react";
import { split } from "~/ui/split";

// Folded away until asked for, so its code comes after the listing's first paint; the server's HTML posts without it.
const AlertEmailForm = split(() => import("./alert-email-form").then((m) => m.AlertEmailForm));

/**
 * "Get email alerts for this search" on a listing: an e-mail address and the listing's own address.
 * The same bytes for every visitor, so the listing stays in the shared page cache.
 */
export function SaveSearchForm({ search }: { search: string }) {
  return (
    <details className="mt-2 max-w-md rounded-lg open:border open:border-muted open:p-3" data-testid="save-search">
      <summary className="btn btn-outline btn-sm cursor-pointer list-none">Get email alerts for this search</summary>
      <Suspense>
        <AlertEmailForm
          id="alert-email"
          fields={{ search }}
          description="New arrivals that match and price drops, at most one email a day."
          submit="Save search"
        />
      </Suspense>
    </details>
  );
}
