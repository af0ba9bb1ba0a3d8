import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../db/unavailable";
import { logger } from "../logging/logger.server";
import { bearerMatches } from "../security/bearer-token";
import { bodyRule, describeBytes } from "./body-limit";
import { crossSite, FORGED_REQUEST_MESSAGE } from "./forgery";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge.server";
import { discardRest, readBody, TOO_LARGE } from "./read-body.server";
import { withRequestState } from "./request-state.server";

/**
 * The methods a site answers. TRACE and CONNECT (and anything else) are 405 before any work: a
 * Fetch Request cannot even be made with them.
 */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** React Router's handler for one Fetch Request from the given client address. */
export type FetchHandler = (request: Request, clientIp: string) => Promise<Response>;

/** Whether this request's staff session (its Cookie header) may send a console body. */
export type StaffStanding = "signed-out" | "forbidden" | "allowed";

export interface HandlerOptions {
  /** The bearer token the site at this Host takes for an address that needs one (the inventory API's). */
  bearerTokenFor: (host: string) => string | undefined;
  /** The staff session the Cookie header carries on the site at this Host, and whether its role has the permission (null: any role). */
  staffStanding: (host: string, cookie: string | undefined, permission: string | null) => Promise<StaffStanding>;
}

/**
 * React Router behind Express: reads the body within its route's limit (413 past it), after the
 * route's credential where it needs one (a bearer token or a staff session and role: 401 or 403
 * before a byte is read), hands React Router a Fetch
 * Request, and turns "the database is away" into 503 with Retry-After instead of 500.
 */
export function reactRouterHandler(handle: FetchHandler, options: HandlerOptions) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (!METHODS.has(req.method)) {
        res.set("Allow", "GET, HEAD, POST");
        return refuse(req, res, 405, "This address does not answer that method.");
      }
      // No address of ours holds a NUL, and the database cannot compare text with one.
      if (/%00/i.test(req.originalUrl) || req.originalUrl.includes("\u0000"))
        return refuse(req, res, 400, "The address holds a character no page has.");
      const rule = bodyRule(req.path);
      const limit = rule.bytes;
      const sendsBody = req.method !== "GET" && req.method !== "HEAD";
      if (
        sendsBody &&
        rule.bearer &&
        !bearerMatches(req.get("authorization"), options.bearerTokenFor(req.get("host") ?? ""))
      ) {
        discardRest(req);
        res.set("WWW-Authenticate", "Bearer");
        return refuse(req, res, 401, "A valid API token for this site is required.");
      }
      if (sendsBody && rule.staff) {
        // Another site's page is refused first, as the root middleware would refuse it.
        if (crossSite(req.method, req.get("sec-fetch-site"), req.get("origin"), () => req.get("host") ?? "")) {
          discardRest(req);
          return refuse(req, res, 403, FORGED_REQUEST_MESSAGE);
        }
        const standing = await options.staffStanding(req.get("host") ?? "", req.get("cookie"), rule.staff.permission);
        if (standing !== "allowed") {
          discardRest(req);
          return standing === "signed-out"
            ? refuse(req, res, 401, "Sign in to the console first.")
            : refuse(req, res, 403, "Your role on this site does not allow this.");
        }
      }
      const body = sendsBody ? await readBody(req, limit) : null;
      if (body === TOO_LARGE) {
        discardRest(req);
        return refuse(req, res, 413, `The request is larger than ${describeBytes(limit)}.`);
      }
      const request = toFetchRequest(req, res, body);
      if (!request) return refuse(req, res, 400, "The request's address is not valid.");
      const { value: response, state } = await withRequestState(() => handle(request, req.ip ?? "unknown"));
      if (state.databaseUnavailable && response.status >= 500) {
        const headers = new Headers(response.headers);
        headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
        return await sendFetchResponse(res, new Response(response.body, { status: 503, headers }));
      }
      await sendFetchResponse(res, response);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) return next(error);
      logger.warn({ err: error, path: req.path }, "the database is unavailable");
      res.set("Retry-After", String(RETRY_AFTER_SECONDS));
      refuse(req, res, 503, "This page is briefly unavailable. Please try again in a few seconds.");
    }
  };
}

/** A short answer in the form the caller reads: JSON for scripts and APIs, a plain page for browsers. */
export function refuse(req: ExpressRequest, res: ExpressResponse, status: number, message: string) {
  if (res.headersSent) return void res.end();
  if (req.accepts(["html", "json"]) === "html") {
    res
      .status(status)
      .type("html")
      .send(`<!doctype html><html lang="en-AU"><meta charset="utf-8"><title>${status}</title><p>${message}</p></html>`);
  } else {
    res.status(status).json({ error: message });
  }
}
