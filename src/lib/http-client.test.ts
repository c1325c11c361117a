// @vitest-environment jsdom
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearerToken } from "./bearer-token";
import { http, retryDelay } from "./http-client";

/** A real server that answers each request with the next planned status and records what it got. */
let server: Server;
let base = "";
let plan: { status: number; headers?: Record<string, string> }[] = [];
let seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    const next = plan.shift() ?? { status: 200 };
    response.writeHead(next.status, { "content-type": "application/json", ...next.headers });
    response.end(JSON.stringify(next.status === 200 ? { ok: true } : { error: { message: "busy" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  plan = [];
  seen = [];
  bearerToken.read = () => null;
  document.documentElement.lang = "pt-BR";
});

describe("the app's HTTP client", () => {
  it("sends the interface language and a fresh request id; the bearer token only when one is stored", async () => {
    await http.get(`${base}/a`).json();
    bearerToken.read = () => "token-123";
    await http.get(`${base}/b`).json();
    const [first, second] = seen;
    expect(first?.["accept-language"]).toBe("pt-br");
    expect(first?.["x-language"]).toBe("pt-br");
    expect(first?.authorization).toBeUndefined();
    expect(second?.authorization).toBe("Bearer token-123");
    expect(first?.["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.["x-request-id"]).not.toBe(second?.["x-request-id"]);
  });

  it("retries a 429 three times, then gives up", async () => {
    plan = Array.from({ length: 5 }, () => ({ status: 429, headers: { "retry-after": "0" } }));
    await expect(http.post(`${base}/busy`, { json: {} }).json()).rejects.toMatchObject({ response: { status: 429 } });
    expect(seen).toHaveLength(4);
  });

  it("retries a 5xx and succeeds on the next answer", async () => {
    plan = [{ status: 503, headers: { "retry-after": "0" } }, { status: 200 }];
    await expect(http.get(`${base}/flaky`).json()).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it("does not retry when a call opts out, nor on a 4xx", async () => {
    plan = [{ status: 429, headers: { "retry-after": "0" } }];
    await expect(http.post(`${base}/login`, { json: {}, retry: 0 }).json()).rejects.toBeTruthy();
    plan = [{ status: 400 }];
    await expect(http.get(`${base}/bad`).json()).rejects.toBeTruthy();
    expect(seen).toHaveLength(2);
  });

  it("waits 1 s, 2 s, 4 s ... between retries, never more than 10 s", () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });
});
