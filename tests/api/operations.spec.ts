import { expect, test } from "@playwright/test";

test.describe("operations", () => {
  test("liveness and readiness answer a load balancer, never cached", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    // The test server runs on the embedded database without Redis.
    expect(await ready.json()).toEqual({ ready: true, draining: false, database: "ok", redis: "not configured" });
    expect(ready.headers()["cache-control"]).toBe("no-store");
  });

  test("every answer carries a request id: the balancer's when it sent a valid one, else a new one", async ({
    request,
  }) => {
    const given = await request.get("/api-next/goals", { headers: { "X-Request-Id": "lb-0123456789abcdef" } });
    expect(given.headers()["x-request-id"]).toBe("lb-0123456789abcdef");
    const invented = await request.get("/api-next/goals", { headers: { "X-Request-Id": "<script>" } });
    expect(invented.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const page = await request.get("/exercises/chest");
    const other = await request.get("/exercises/chest");
    expect(page.headers()["x-request-id"]).not.toBe(other.headers()["x-request-id"]);
  });

  test("Prometheus metrics count requests by route kind, with latency and the process's own figures", async ({
    request,
  }) => {
    await request.get("/api-next/goals");
    await request.get("/this-page-does-not-exist-anywhere");
    const metrics = await request.get("/metrics");
    expect(metrics.status()).toBe(200);
    expect(metrics.headers()["content-type"]).toContain("text/plain");
    const text = await metrics.text();
    expect(text).toMatch(/moveatlas_http_requests_total\{route="api:goals",method="GET",status="2xx"\} [1-9]/);
    expect(text).toMatch(/moveatlas_http_requests_total\{route="page",method="GET",status="4xx"\} [1-9]/);
    expect(text).toMatch(/moveatlas_http_request_duration_seconds_bucket\{le="0.5",route="api:goals"\} [1-9]/);
    expect(text).toContain("process_resident_memory_bytes");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
});
