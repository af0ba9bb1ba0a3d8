import { createServer, type Server } from "node:http";
import { AggregatorRegistry, register } from "prom-client";

/**
 * GET /metrics for Prometheus on a private listener (METRICS_HOST, 127.0.0.1 unless set, and
 * METRICS_PORT), never on a site's port. One process answers from its own registry; the primary of
 * several workers asks each of them and answers the sum (prom-client's AggregatorRegistry).
 */
export function serveMetrics(port: number, host: string, workers: boolean): Server {
  const cluster = workers ? new AggregatorRegistry() : null;
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    const read = cluster ? cluster.clusterMetrics() : register.metrics();
    read.then(
      (body) => res.writeHead(200, { "Content-Type": register.contentType }).end(body),
      (error: unknown) => res.writeHead(500, { "Content-Type": "text/plain" }).end(String(error)),
    );
  });
  server.listen(port, host);
  return server;
}
