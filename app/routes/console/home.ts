import { redirect } from "react-router";

/** /console opens on the leads inbox: what staff come for first. */
export function loader() {
  return redirect("/console/leads");
}
