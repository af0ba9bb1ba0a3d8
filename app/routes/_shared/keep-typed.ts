import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { keptSend, type NotSent, type NotSentReason } from "~/platform/forms/not-sent";

/** Past this a send is given up on and the form offered back; a retry sends the same key again. */
export const SEND_TIMEOUT_MS = 20_000;

class SendTimedOut extends Error {}

/** Why a send got no usable answer, or null when the error is the route's own answer (a 404, a 409). */
function notSentReason(error: unknown): NotSentReason | null {
  if (error instanceof SendTimedOut) return "timeout";
  if (error instanceof Response) return error.status >= 500 ? "server" : null;
  if (isRouteErrorResponse(error)) return error.status >= 500 ? "server" : null;
  if (typeof navigator !== "undefined" && navigator.onLine === false) return "offline";
  // Fetch's TypeError is a dropped connection; anything else is a server answer that could not be read.
  return error instanceof TypeError ? "offline" : "server";
}

function withinTimeout<T>(sending: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimedOut()), ms);
  });
  return Promise.race([sending, late]).finally(() => clearTimeout(timer));
}

/**
 * Every form's client action: the server's answer, or, when the send got none (offline, a dropped
 * connection, a timeout, a 5xx), the form as the person left it with plain words for why. The form's
 * own key (a lead's token, a console form's send key) is among the kept values, so a retry that repeats a
 * send which did arrive stores nothing twice. Only a page that cannot render shows the error page.
 */
export async function sentOrKept<T, K = NotSent>(
  serverAction: () => Promise<T>,
  request: Request,
  /** A form whose answer wraps Conform's reply (`{ reply, step }`) puts the kept reply where it reads it. */
  reshape: (kept: NotSent) => K = (kept) => kept as K,
) {
  const typed = await request.clone().formData();
  // An error status: React Router then loads no page data again behind the form, which would fail too.
  const kept = (reason: NotSentReason) => data(reshape(keptSend(typed, reason)), { status: 503 });
  if (typeof navigator !== "undefined" && navigator.onLine === false) return kept("offline");
  try {
    return await withinTimeout(serverAction(), SEND_TIMEOUT_MS);
  } catch (error) {
    const reason = notSentReason(error);
    if (!reason) throw error;
    return kept(reason);
  }
}

/** A console page's client action: a send that gets no answer comes back as `{ kept }`. */
export function staffSentOrKept<T>(serverAction: () => Promise<T>, request: Request) {
  return sentOrKept(serverAction, request, (kept) => ({ kept }));
}

/**
 * A form page's `shouldRevalidate`: after its form is sent the page is not loaded again, so the form
 * keeps its token (a retry is the same lead) and what was typed; a search on the page (a GET form)
 * loads as usual.
 */
export function keepSentForm({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
}
