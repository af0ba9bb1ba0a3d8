import { useRouteLoaderData } from "react-router";
import { CSRF_FIELD } from "~/platform/csrf";

/** The page's CSRF token as a hidden field: every form that changes something carries one. */
export function CsrfField() {
  const root = useRouteLoaderData("root") as { csrfToken?: string } | undefined;
  return <input type="hidden" name={CSRF_FIELD} value={root?.csrfToken ?? ""} />;
}
