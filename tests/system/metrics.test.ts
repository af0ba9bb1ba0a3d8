import { beforeAll, describe, expect, inject, it } from "vitest";
import { enquiries, firstVisit, sendEnquiry } from "../support/enquiries";
import { sharedServer, siteFetch, type ServerProcess } from "../support/server-process";

// Issue 53: operations can see the platform: Prometheus's format on a private listener only.
let server: ServerProcess;
let metricsUrl: string;
beforeAll(() => {
  server = sharedServer(inject("sharedServer"));
  metricsUrl = `http://127.0.0.1:${server.env.METRICS_PORT}/metrics`;
});

/** One figure of the scrape, by its name and labels as Prometheus prints them. */
function figure(scrape: string, series: string): number {
  const line = scrape.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(" ")[1]) : Number.NaN;
}

describe("/metrics", () => {
  it("counts pages, the page cache, leads' outbox and the search indexes, on its own listener", async () => {
    for (let i = 0; i < 3; i++) await (await siteFetch(server, "metro-used", "/search/used-cars")).text();
    const session = await firstVisit(server);
    const [enquiry] = enquiries("Metrics", 1);
    expect((await sendEnquiry(server, session, enquiry!)).outcome).toBe("acknowledged");

    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const scrape = await answer.text();
    expect(figure(scrape, 'http_requests_total{kind="page",status="2xx"}')).toBeGreaterThanOrEqual(3);
    expect(figure(scrape, 'http_request_duration_seconds_count{kind="page"}')).toBeGreaterThanOrEqual(3);
    expect(figure(scrape, 'page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(figure(scrape, 'http_requests_total{kind="form",status="3xx"}')).toBeGreaterThanOrEqual(1);
    expect(figure(scrape, "lead_outbox_depth")).toBeGreaterThanOrEqual(0);
    expect(figure(scrape, "search_index_bytes")).toBeGreaterThan(0);
    expect(figure(scrape, "search_index_rebuilds_total")).toBeGreaterThan(0);
    expect(scrape).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it("is not on a site's own port", async () => {
    const answer = await siteFetch(server, "metro-used", "/metrics");
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain("http_requests_total");
  });
});
