import "~/console.css";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "~/ui/button";

/** What staff are told for each kind of failure: the server's own words where it gave them. */
function staffWords(error: unknown): { heading: string; text: string } {
  const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : null;
  if (!isRouteErrorResponse(error))
    return {
      heading: "This console page could not be loaded",
      text: "Nothing you saved is lost. Please try again in a moment; if it keeps happening, tell your platform contact.",
    };
  switch (error.status) {
    case 403:
      return { heading: "Your role can't open this", text: said ?? "Your role on this site does not allow this." };
    case 404:
      return {
        heading: "Not found on this site",
        text: said ?? "It may have been removed, or it belongs to another site.",
      };
    case 400:
      return { heading: "That address isn't right", text: said ?? "Please go back and choose again from the list." };
    case 503:
      return {
        heading: "The console is briefly unavailable",
        text: "The database could not be reached. Nothing you saved is lost; please try again in a few seconds.",
      };
    default:
      return { heading: "This console page could not be loaded", text: said ?? "Please try again in a moment." };
  }
}

/**
 * Every console route's error boundary: staff wording (which role a refused page needs), never the
 * shopper's, and a way back into the console. Inside the layout it draws within the console's frame.
 */
export function ConsoleErrorBoundary() {
  const { heading, text } = staffWords(useRouteError());
  return (
    <section
      className="max-w-2xl space-y-3 rounded-lg border border-muted bg-background p-6"
      data-testid="console-error"
    >
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p>{text}</p>
      <Link to="/console" className={buttonClass({ size: "sm" })}>
        Back to the console
      </Link>
    </section>
  );
}
