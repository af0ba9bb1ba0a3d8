import { useRouteLoaderData } from "react-router";

/**
 * A console form's send key: the layout's key for this page load and the form's name. A send that
 * gets no answer keeps it, so Try again repeats the same send and the server writes it once; a saved
 * send loads the layout again, which gives the next send a new key.
 */
export function SendKey({ form }: { form: string }) {
  const layout = useRouteLoaderData("routes/console/layout") as { sendKey?: string } | undefined;
  return <input type="hidden" name="send_key" value={layout?.sendKey ? `${layout.sendKey}:${form}` : ""} />;
}
