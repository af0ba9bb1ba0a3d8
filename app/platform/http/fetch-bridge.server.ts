import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { PERSONAL_CACHE } from "./personal";

/**
 * The Fetch Request React Router handles, from Express's request and the body already read (within
 * its limit). Null when the address cannot be a URL at all (a broken Host header).
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, body: Buffer | null): Request | null {
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  } catch {
    return null;
  }
  // A Host with a user or password in it ("a@b") names no site, and a Fetch Request refuses it.
  if (url.username || url.password) return null;
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    } catch {
      // A header value Fetch refuses (a control character) is dropped, not a reason to fail the request.
    }
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key !== "set-cookie") res.append(key, value);
  }
  if (res.locals.personal) res.set("Cache-Control", PERSONAL_CACHE);
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
