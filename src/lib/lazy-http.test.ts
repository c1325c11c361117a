import { HTTPError, TimeoutError } from "ky";
import { describe, expect, it } from "vitest";
import { isUnauthorized, loadHttp } from "./lazy-http";

const request = new Request("http://localhost/api-next/user/session");
const httpError = (status: number) => new HTTPError(new Response(null, { status }), request, {} as never);

describe("the lazily loaded HTTP client", () => {
  it("tells a 401 from ky apart from every other failure", () => {
    expect(isUnauthorized(httpError(401))).toBe(true);
    expect(isUnauthorized(httpError(403))).toBe(false);
    expect(isUnauthorized(httpError(500))).toBe(false);
    expect(isUnauthorized(new TimeoutError(request))).toBe(false);
    expect(isUnauthorized(new Error("401"))).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });

  it("loads the configured client once", async () => {
    const first = await loadHttp();
    expect(typeof first.get).toBe("function");
    expect(await loadHttp()).toBe(first);
  });
});
