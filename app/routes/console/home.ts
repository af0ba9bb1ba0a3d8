import { redirect } from "react-router";

/** /console opens on the staff member's first page. */
export function loader() {
  return redirect("/console/account");
}
