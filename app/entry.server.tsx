import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter, type HandleErrorFunction } from "react-router";
import { reportRequestError } from "~/platform/http/request-state.server";
import { contentSecurityPolicy } from "~/platform/http/security-headers.server";
import { NonceProvider } from "~/ui/nonce";
import { logger } from "~/platform/logger.server";

export const streamTimeout = 5_000;

/** Every loader and action error: logged once, and told to the pipeline (the database being away is a 503). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  reportRequestError(error);
  logger.error({ err: error, url: request.url }, "a request failed");
};

/**
 * React Router's default Node entry with one change: `progressiveChunkSize: Infinity`. By default
 * React moves a finished Suspense boundary of more than about 12 KB to the end of the stream and
 * reveals it with an inline script, so without scripts the vehicle page's details and calculators
 * would stay hidden. Only content that is really still loading streams now.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  // Development serves Vite's own inline scripts; the policy applies to the built app.
  const nonce = randomBytes(16).toString("base64");
  if (import.meta.env.PROD) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const app = (
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
