import type { SubmissionResult } from "@conform-to/react";
import { isRouteErrorResponse } from "react-router";

/**
 * A lead form's client action: the server's answer, or, when the request never got an answer (the
 * connection dropped, the server could not be reached), the form as the shopper left it, with the
 * form's own failure words (an empty form error: spec 000 section 4's 'An error occurred when
 * submitting this form', or the multi-step form's) so they can send it again. Only a page that cannot
 * render shows the error page.
 */
export async function sentOrKept<T>(
  serverAction: () => Promise<T>,
  request: Request,
): Promise<T | SubmissionResult<string[]>> {
  const typed = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const initialValue: Record<string, string> = {};
    for (const [name, value] of typed)
      if (typeof value === "string" && !(name in initialValue)) initialValue[name] = value;
    return { status: "error", initialValue, error: { "": [""] } };
  }
}
