import { expect, test, type APIResponse } from "@playwright/test";

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toContain("camera=()");
  // The test server's SITE_URL is plain HTTP: no HSTS, which would pin browsers to HTTPS.
  expect(headers["strict-transport-security"], label).toBeUndefined();
}

test.describe("security headers", () => {
  test("every kind of response carries them", async ({ request }) => {
    const home = await request.get("/");
    expectSecurityHeaders(home, "home page");
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(asset).toBeTruthy();

    const responses: [string, Promise<APIResponse>][] = [
      ["a cached page, again", request.get("/")],
      ["an exercise page", request.get("/exercise/barbell-squat")],
      ["a page in another language", request.get("/ar-sa/exercises/chest")],
      ["the sign-in page", request.get("/auth/signin")],
      ["a protected page's redirect", request.get("/settings", { maxRedirects: 0 })],
      ["Next's script", request.get(asset!)],
      ["the site icon", request.get("/icon.svg")],
      ["an exercise illustration", request.get("/exercise-image/barbell-squat.svg")],
      ["robots.txt", request.get("/robots.txt")],
      ["the API", request.get("/api-next/goals")],
      ["an API 404", request.get("/api-next/no-such-endpoint")],
      ["a page 404", request.get("/exercise/no-such-exercise")],
      ["a file 404", request.get("/no-such-file.png")],
    ];
    for (const [label, pending] of responses) {
      const response = await pending;
      expect(response.status(), label).toBeLessThan(500);
      expectSecurityHeaders(response, label);
    }
  });

  test("a revalidated page answers 304 with them too", async ({ request }) => {
    const etag = (await request.get("/exercises/chest")).headers()["etag"] ?? "";
    const again = await request.get("/exercises/chest", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expectSecurityHeaders(again, "304");
  });
});
