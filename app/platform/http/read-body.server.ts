import type { IncomingMessage } from "node:http";

export const TOO_LARGE = Symbol("too large");

/**
 * Reads a request body into memory, up to `limit` bytes. Past the limit it stops reading at once and
 * answers TOO_LARGE, whatever the transfer encoding, so a chunked upload of any size costs at most
 * `limit` bytes of memory. The caller answers 413 and closes the connection.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | typeof TOO_LARGE> {
  if (Number(req.headers["content-length"] ?? 0) > limit) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done();
        req.pause();
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

const DRAIN_BYTES = 64 * 1024 * 1024;
const DRAIN_MS = 10_000;

/**
 * After a 413 the client may still be sending: closing at once would reset the connection under it,
 * and it would report a broken pipe instead of our answer. So the rest of the body is read and thrown
 * away (memory stays flat) for up to 10 s or 64 MB, then the connection is closed if it is still
 * sending, as a web server's lingering close does.
 */
export function discardRest(req: IncomingMessage) {
  let drained = 0;
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) req.socket.destroy();
  });
  req.on("end", () => clearTimeout(timer));
  req.on("close", () => clearTimeout(timer));
  req.resume();
}
