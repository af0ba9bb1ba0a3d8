import { sql } from "drizzle-orm";
import { Router } from "express";
import { answerWithin } from "../async/settle-within";
import type { Database } from "../db/client.server";

/** How long readiness waits for the database before it says no. */
const DATABASE_WAIT_MS = 2000;

/** The longest a process that answers says it is still warming: ready then, however far it got. */
export const WARMING_MOST_MS = 30_000;

export interface Readiness {
  /** Set when the process begins to shut down: the load balancer stops sending it visitors first. */
  draining: boolean;
  /** Set from the start until the busiest sites' search indexes are built ahead (WARMING_MOST_MS at most). */
  warming: boolean;
}

/**
 * Issue 42: what a load balancer asks, on any host name. `/healthz`: the process answers (restart it
 * when not). `/readyz`: it can serve visitors now: not shutting down, warm, and its database answers
 * within two seconds (send it no traffic when not). A process answers pages while it warms, but
 * behind a balancer the visitors stay on warm processes until then. Neither is cached nor logged
 * as a visit.
 */
export function healthRoutes(db: Database, readiness: Readiness): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (readiness.draining) return void res.status(503).json({ status: "draining" });
    if (readiness.warming) return void res.status(503).json({ status: "warming" });
    const answer = await answerWithin(
      db.execute(sql`select 1`).then(
        () => "ok",
        () => "unavailable",
      ),
      DATABASE_WAIT_MS,
      "slow",
    );
    if (answer.value === "ok") res.json({ status: "ready", database: "ok" });
    else res.status(503).json({ status: "not ready", database: answer.value });
  });
  return router;
}
