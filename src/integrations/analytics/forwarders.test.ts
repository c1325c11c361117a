import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleAnalytics, googleAnalyticsBody } from "./google-analytics";
import { matomoAnalytics, matomoRequest } from "./matomo";
import type { AnalyticsEvent } from "./types";

const SITE = "https://moveatlas.example";
const event = (changes: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  name: "upsell_view",
  visitorId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  device: "mobile",
  path: "/exercises/chest",
  occurredAt: new Date(),
  props: { cta_variant: "v2" },
  ...changes,
});

describe("Matomo", () => {
  it("writes an event as a tracking request: category, action, the variant as its name, a 16-hex visitor", () => {
    const query = new URLSearchParams(matomoRequest(event(), { siteId: "3", siteUrl: SITE }).slice(1));
    expect(Object.fromEntries(query)).toMatchObject({
      idsite: "3",
      rec: "1",
      e_c: "upsell",
      e_a: "view",
      e_n: "v2",
      url: `${SITE}/exercises/chest`,
      dimension1: "mobile",
    });
    expect(query.get("_id")).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("Google Analytics", () => {
  it("sends the visitor as client id and the device and page with each event", () => {
    const body = googleAnalyticsBody([event(), event({ name: "upsell_close" })], SITE);
    expect(body.client_id).toBe("7c9e6679-7425-40de-944b-e07fc1f90ae7");
    expect(body.events).toEqual([
      expect.objectContaining({ name: "upsell_view", params: expect.objectContaining({ device_category: "mobile" }) }),
      expect.objectContaining({ name: "upsell_close" }),
    ]);
  });
});

describe("forwarding over HTTP", () => {
  let server: Server;
  let base: string;
  const received: { url: string; body: unknown }[] = [];
  let status = 200;
  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = "";
      request.on("data", (chunk: Buffer) => (text += chunk.toString()));
      request.on("end", () => {
        received.push({ url: request.url ?? "", body: JSON.parse(text) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("posts a bulk request to matomo.php, and throws when Matomo refuses it", async () => {
    const matomo = matomoAnalytics({ url: `${base}/analytics`, siteId: "3", siteUrl: SITE });
    await matomo.send([event(), event({ name: "upsell_click" })]);
    const last = received.at(-1)!;
    expect(last.url).toBe("/analytics/matomo.php");
    expect((last.body as { requests: string[] }).requests).toHaveLength(2);
    status = 400;
    await expect(matomo.send([event()])).rejects.toThrow("Matomo answered 400");
    status = 200;
  });

  it("posts one Measurement Protocol request per visitor", async () => {
    const before = received.length;
    const ga = googleAnalytics({ measurementId: "G-TEST", apiSecret: "s3cret", siteUrl: SITE });
    // The vendor's address is fixed; only the body is checked here, against a stand-in at the same path.
    const sent: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      sent.push(String(input));
      return realFetch(`${base}/mp/collect`, init);
    }) as typeof fetch;
    try {
      await ga.send([event(), event({ visitorId: "another-visitor-1" }), event({ name: "upsell_click" })]);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe("https://www.google-analytics.com/mp/collect?measurement_id=G-TEST&api_secret=s3cret");
    const bodies = received.slice(before).map((request) => request.body as { client_id: string; events: unknown[] });
    expect(bodies.map((body) => [body.client_id, body.events.length])).toEqual([
      ["7c9e6679-7425-40de-944b-e07fc1f90ae7", 2],
      ["another-visitor-1", 1],
    ]);
  });
});
